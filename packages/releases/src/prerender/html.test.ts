import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attribute, decodeHtml, escapeHtml, jsonForScript, splitHoisted } from './html.ts';

describe('html helpers', () => {
  it('escapes and decodes text and attribute values', () => {
    const text = `Trial & Pricing <"quoted"> it's`;
    assert.equal(escapeHtml(text), 'Trial &amp; Pricing &lt;&quot;quoted&quot;&gt; it&#x27;s');
    assert.equal(decodeHtml(escapeHtml(text)), text);
    assert.equal(decodeHtml('&#39;&#x2F;&unknown;'), "'/&unknown;");
  });

  it('writes JSON that cannot close its script element', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>', line: '\u2028' });
    assert.ok(!json.includes('</script>'));
    assert.deepEqual(JSON.parse(json), { text: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('splits the elements React hoists from the app markup', () => {
    const html = '<title>Home</title><meta name="description" content="A &amp; B"/><link rel="preload" href="/a.png" as="image"/><div id="app"><meta itemprop="x"/></div>';
    const { hoisted, body } = splitHoisted(html);
    assert.deepEqual(hoisted, ['<title>Home</title>', '<meta name="description" content="A &amp; B"/>', '<link rel="preload" href="/a.png" as="image"/>']);
    assert.equal(body, '<div id="app"><meta itemprop="x"/></div>');
    assert.equal(attribute(hoisted[1]!, 'content'), 'A & B');
    assert.equal(attribute(hoisted[1]!, 'property'), undefined);
  });
});
