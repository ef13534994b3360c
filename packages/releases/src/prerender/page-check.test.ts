import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildDocument } from './document.ts';
import { checkPage } from './page-check.ts';
import { page, parts, rendered } from '../test/sample-page.ts';

const expected = { canonical: 'https://wtm.example/crm/pricing', status: 200 };
const good = buildDocument(parts());
const problemsOf = (html: string, options = expected) => checkPage(html, options);

describe('checkPage', () => {
  it('accepts a complete page', () => {
    assert.deepEqual(problemsOf(good), []);
  });

  it('refuses a render that failed', () => {
    assert.deepEqual(problemsOf(good, { ...expected, status: 500 }), ['answers status 500, not 200']);
  });

  it('wants exactly one h1', () => {
    assert.deepEqual(problemsOf(good.replace('</main>', '<h1>Second</h1></main>')), ['has 2 <h1> elements (wants exactly one)']);
    assert.deepEqual(problemsOf(good.replace(/<h1>[^<]*<\/h1>/, '')), ['has 0 <h1> elements (wants exactly one)']);
  });

  it('wants a title of at most 60 characters and a description of at most 160', () => {
    const long = 'x'.repeat(61);
    const html = buildDocument(parts({ page: { ...page, title: long }, html: rendered.replace('Pricing | WTM Salesgrow CRM', long) }));
    assert.deepEqual(problemsOf(html), [`has a title of 61 characters (at most 60): "${long}"`]);
    assert.deepEqual(problemsOf(good.replace(/<meta name="description"[^>]*>/, '')), ['has 0 <meta name="description"> (wants exactly one)', 'has no meta description']);
  });

  it('wants the canonical URL, Open Graph and X tags, with a raster image', () => {
    assert.deepEqual(problemsOf(good, { ...expected, canonical: 'https://wtm.example/crm' }), [
      'has canonical https://wtm.example/crm/pricing, not https://wtm.example/crm',
      'has og:url https://wtm.example/crm/pricing, not https://wtm.example/crm',
    ]);
    const svg = buildDocument(parts({ page: { ...page, image: 'https://cdn.example/preview.svg' } }));
    assert.deepEqual(problemsOf(svg), ['has og:image https://cdn.example/preview.svg, not an absolute URL of a raster image']);
    assert.deepEqual(problemsOf(good.replace(/<meta name="twitter:card"[^>]*>/, '')), ['has 0 <meta name="twitter:card"> (wants exactly one)', 'has an empty twitter:card']);
  });

  it('wants JSON-LD that parses, with a schema.org type', () => {
    assert.deepEqual(problemsOf(good.replace('"@type":"SoftwareApplication"', '"@type":"SoftwareApplication",')).length, 1);
    assert.match(problemsOf(good.replace('"@type":"SoftwareApplication"', '"@type":"SoftwareApplication",'))[0]!, /^has JSON-LD that does not parse/);
  });

  it('wants the meta tags within the first 8 KB', () => {
    const late = good.replace('<meta charset="utf-8"/>', `<meta charset="utf-8"/><!--${'x'.repeat(9000)}-->`);
    assert.match(problemsOf(late)[0]!, /^has its meta tags \d+ bytes in/);
  });

  it('refuses a page with a part left loading', () => {
    const outlined = good.replace('<main>', '<main><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$-->');
    assert.deepEqual(problemsOf(outlined), ['has a part still loading (a Suspense boundary sent as its fallback)']);
  });

  it('refuses a page that shows a load failure', () => {
    assert.deepEqual(problemsOf(good.replace('<h1>CRM plans and pricing</h1>', '<h1>The CRM pages could not be loaded</h1>')), [
      'says a section or page could not be loaded',
    ]);
  });
});
