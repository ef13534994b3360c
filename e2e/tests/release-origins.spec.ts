import { expect, test } from '@playwright/test';
import { readDocument } from '../support/document-reader.ts';
import { fetchPage, renderedPageOf } from '../support/served-pages.ts';
import { startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// Two sites on one release store (staging and production, or two ports of one machine):
// each serves its pages with its own PUBLIC_URL in the canonical link and Open Graph
// tags. The second renders its own set of the live pages; until then the browser does.
test.describe.configure({ mode: 'serial' });

let first: ReleaseSite;
let second: ReleaseSite | undefined;

test.beforeAll(async () => {
  first = await startReleaseSite();
});

test.afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

/** The URLs a crawler and a link preview read off a served page. */
function pageUrls(html: string) {
  const document = readDocument(html);
  const meta = (property: string) => document.find('meta', (element) => element.attr('property') === property)[0]?.attr('content');
  return { canonical: document.find('link', (element) => element.attr('rel') === 'canonical')[0]?.attr('href'), url: meta('og:url'), image: meta('og:image') };
}

test('a second origin on the same store serves its own canonical URLs and pictures, never the first one’s', async () => {
  // A second site starts, then renders every page in a process of its own.
  test.setTimeout(90_000);
  const path = '/crm/pricing';
  const own = await fetchPage(first.baseUrl, path);
  expect(renderedPageOf(own.html)).toBeDefined();
  expect(pageUrls(own.html)).toEqual({ canonical: `${first.baseUrl}${path}`, url: `${first.baseUrl}${path}`, image: expect.stringMatching(new RegExp(`^${first.baseUrl}/.+\\.png$`)) });

  second = await startReleaseSite({ sameStoreAs: first });
  const deadline = Date.now() + 30_000;
  let served = await fetchPage(second.baseUrl, path);
  while (renderedPageOf(served.html) === undefined && Date.now() < deadline) {
    // Meanwhile the page is the browser's to render, and names no other origin.
    expect(served.status).toBe(200);
    expect(served.html).not.toContain(first.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 250));
    served = await fetchPage(second.baseUrl, path);
  }
  expect(renderedPageOf(served.html), 'the second site renders its own pages').toBeDefined();
  expect(served.html).not.toContain(first.baseUrl);
  expect(pageUrls(served.html)).toEqual({ canonical: `${second.baseUrl}${path}`, url: `${second.baseUrl}${path}`, image: expect.stringMatching(new RegExp(`^${second.baseUrl}/.+\\.png$`)) });
  const image = await fetch(pageUrls(served.html).image!);
  expect(image.headers.get('content-type')).toBe('image/png');

  // The first site's pages are its own still.
  expect(pageUrls((await fetchPage(first.baseUrl, '/')).html).canonical).toBe(`${first.baseUrl}/`);
  expect(pageUrls((await fetchPage(second.baseUrl, '/')).html).canonical).toBe(`${second.baseUrl}/`);
});
