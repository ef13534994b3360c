import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildDocument } from './document.ts';
import { checkPage } from './page-check.ts';
import { parts } from '../test/sample-page.ts';

const expected = { canonical: 'https://wtm.example/crm/pricing', status: 200 };

describe('buildDocument', () => {
  it('writes a complete page that passes every check', () => {
    const html = buildDocument(parts());
    assert.deepEqual(checkPage(html, expected), []);
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.ok(html.includes('<div id="root"><div class="a"><header>'));
    assert.ok(!html.includes('needs JavaScript. Please turn it on'), 'the "needs JavaScript" notice is gone');
    assert.ok(html.includes('<noscript><style>[data-needs-script]'), 'the styles for a reader without JavaScript stay');
  });

  it('puts the meta tags before the scripts and styles, and the styles in the head', () => {
    const html = buildDocument(parts());
    const at = (text: string) => html.indexOf(text);
    assert.ok(at('<meta charset="utf-8"/><title>') >= 0);
    assert.ok(at('name="twitter:card"') < at('<script async'));
    assert.ok(at('<style data-styled') < at('</head>'));
  });

  it('runs only the after-paint script, which starts the entry and its preloads', () => {
    const html = buildDocument(parts());
    assert.ok(!html.includes('rel="preload" as="script"'), 'no script preload');
    assert.ok(!html.includes('src="/main.abc.js"'), 'the entry is not a tag of the page');
    assert.ok(html.includes('<script async src="/after-paint.abc.js" data-scripts="/main.abc.js" data-preloads="/chunk.abc.js"></script>'));
  });

  it('does not preload the font, so the text paints at once; the font still comes with its @font-face', () => {
    assert.ok(parts().template.includes('as="font"'), 'the sample template preloads the font, as the shell\'s does');
    const html = buildDocument(parts());
    assert.ok(!html.includes('as="font"'));
    assert.ok(html.includes("@font-face{font-family:'Inter Variable';font-display:swap;src:url(/assets/inter.abc.woff2)"));
  });

  it('embeds what the page was rendered with after the app, safely', () => {
    const html = buildDocument(parts());
    const json = /<script type="application\/json" id="wtm-rendered-page">([^<]*)<\/script>/.exec(html)?.[1];
    assert.equal(JSON.parse(json!).remotes.crm.version, 'c1');
    assert.ok(html.indexOf('id="wtm-rendered-page"') > html.indexOf('<div id="root">'));
  });

  it('refuses a page whose PageMeta says another title than its public page data', () => {
    assert.throws(() => buildDocument(parts({ html: parts().html.replace('<title>Pricing', '<title>Prices') })), /renders the title "Prices \| WTM Salesgrow CRM"/);
  });

  it('says what the shell template lacks', () => {
    assert.throws(() => buildDocument(parts({ template: '<html><head><meta charset="utf-8"></head><body></body></html>' })), /has no empty <div id="root"><\/div>/);
  });
});
