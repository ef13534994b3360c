import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startScriptsAfterPaint } from './after-paint.ts';

const head = (tags: string) => `<html><head><meta charset="utf-8"/>${tags}</head><body><div id="root"></div></body></html>`;

describe('startScriptsAfterPaint', () => {
  it('replaces the scripts and script preloads by the after-paint script, in order', () => {
    const html = startScriptsAfterPaint(
      head(
        '<script defer="defer" src="/main.a.js" fetchpriority="high" data-after-paint="/after-paint.x.js"></script><script defer="defer" src="/second.b.js"></script>' +
          '<link as="script" rel="preload" href="/c.js"><link rel="modulepreload" href="/d.js"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/>',
      ),
    );
    assert.equal(
      html,
      head(
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/>' +
          '<script async src="/after-paint.x.js" data-scripts="/main.a.js /second.b.js" data-preloads="/c.js /d.js"></script>',
      ),
    );
  });

  it('keeps the JSON of the page (structured data, what it was rendered with): they run nothing', () => {
    const json = '<script type="application/ld+json">{"a":1}</script>';
    const html = startScriptsAfterPaint(head(`${json}<script defer src="/main.a.js" data-after-paint="/p.js"></script>`));
    assert.ok(html.includes(json));
    assert.ok(html.includes('<script async src="/p.js" data-scripts="/main.a.js" data-preloads=""></script>'));
  });

  it('leaves an older shell its scripts, without the preloads or their high priority', () => {
    const html = startScriptsAfterPaint(head('<script defer="defer" src="/main.a.js" fetchpriority="high"></script><link rel="preload" as="script" href="/c.js">'));
    assert.equal(html, head('<script defer="defer" src="/main.a.js"></script>'));
  });
});
