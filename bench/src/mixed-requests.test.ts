// node --test: how the mixed load picks its scripts from a page and orders its mix.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MIX, mixSequence, scriptsOfPage } from './mixed-requests.ts';

describe('scripts of a page', () => {
  it('are its script tags and script preloads on the same origin, each once', () => {
    const html = [
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/>',
      '<link rel="preload" as="script" href="/239.346d62f476.js">',
      '<link rel="icon" href="/favicon.svg">',
      '<script defer="defer" src="/main.a6c8cbf900.js" fetchpriority="high"></script>',
      '<script src="//cdn.example.com/x.js"></script>',
      '<script src="https://cdn.example.com/y.js"></script>',
      '<script>inline()</script>',
      '<link as="script" rel="preload" href="/239.346d62f476.js">',
    ].join('\n');
    assert.deepEqual(scriptsOfPage(html), ['/239.346d62f476.js', '/main.a6c8cbf900.js']);
  });
});

describe('the mix', () => {
  it('takes each kind as often as its weight in a cycle of their sum', () => {
    const sequence = mixSequence(Object.values(MIX));
    assert.equal(sequence.length, 20);
    assert.deepEqual(
      [1, 2, 3, 4].map((kind) => sequence.filter((k) => k === kind).length),
      Object.values(MIX),
    );
  });

  it('spreads the kinds out instead of sending each in a run', () => {
    // page 6 and script 8 of 20: never three of one kind in a row.
    const sequence = mixSequence(Object.values(MIX));
    const cyclic = [...sequence, ...sequence.slice(0, 2)];
    assert.ok(cyclic.every((kind, i) => i < 2 || kind !== cyclic[i - 1] || kind !== cyclic[i - 2]), sequence.join(','));
  });
});
