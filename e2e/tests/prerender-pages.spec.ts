import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkPage, prerender } from '@wtm/prerender';
import { readDocument } from '../support/document-reader.ts';
import { liveRemotes, usePrerenderedSite } from '../support/prerendered-site.ts';
import { shellDist } from '../support/release-site.ts';
import { sitePages } from '../support/site-pages.ts';

// Every public page as a crawler or a link-preview bot reads it: the served HTML, no
// browser, no JavaScript (issue 27). The pages are prerendered from this checkout's
// builds and the releases the test site serves.
test.describe.configure({ mode: 'serial' });

const site = usePrerenderedSite();

/** The sitemap's pages (apps/api/src/routes/seo/public-pages.ts, as the API serves them). */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${process.env.E2E_BASE_URL}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test('every page of the sitemap is prerendered, and nothing else', async () => {
  expect(site.pages.map((page) => page.path).sort()).toEqual((await sitemapPaths()).sort());
});

test('each page arrives with its heading, content, header, footer and meta, and titles are unique', async () => {
  const titles = new Map<string, string>();
  for (const path of await sitemapPaths()) {
    const response = await fetch(`${site.baseUrl}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const canonical = `${site.baseUrl}${path}`;
    expect(checkPage(html, { canonical, status: 200 }), path).toEqual([]);
    const document = readDocument(html);

    const [h1] = document.find('h1');
    const pinned = sitePages.find((page) => page.path === path)?.heading;
    if (pinned) expect(h1?.text, path).toBe(pinned);
    else expect(h1?.text.length, `${path} h1`).toBeGreaterThan(3);
    const [main] = document.find('main');
    expect(main?.find('h1'), `${path}: the h1 is the main content's`).toHaveLength(1);
    expect(main?.text.length, `${path}: main content`).toBeGreaterThan(100);

    const [nav] = document.find('nav', (element) => element.attr('aria-label') === 'Main');
    expect(nav?.find('a').map((link) => link.attr('href')), `${path} header`).toEqual(expect.arrayContaining(['/support', '/contact', '/register', '/login', '/crm', '/books']));
    const [footer] = document.find('footer');
    expect(footer?.text, `${path} footer`).toContain('Useful Links');
    expect(footer?.find('a').map((link) => link.attr('href')), `${path} footer`).toEqual(expect.arrayContaining(['/contact', '/support', '/login', '/register']));

    const title = document.find('title')[0]!.text;
    expect(titles.get(title), `${path} and ${titles.get(title)} share the title "${title}"`).toBeUndefined();
    titles.set(title, path);
    const meta = (key: string, value: string) => document.find('meta', (element) => element.attr(key) === value)[0]?.attr('content');
    expect(meta('property', 'og:url')).toBe(canonical);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = await fetch(meta('property', 'og:image')!);
    expect(image.headers.get('content-type'), `${path} og:image`).toBe('image/png');

    const jsonLd = document.find('script', (element) => element.attr('type') === 'application/ld+json').map((script) => JSON.parse(script.text) as Record<string, unknown>);
    if (path === '/') expect(jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
    else if (path === '/books/pricing' || path === '/crm/pricing') {
      expect(jsonLd.map((data) => data['@type'])).toEqual(['SoftwareApplication']);
      expect((jsonLd[0]!.offers as unknown[]).length).toBeGreaterThan(0);
    } else expect(jsonLd, path).toEqual([]);
  }
});

test('budgets: one remote prerenders within 30 s, pages stay within 35 KB gzip', async () => {
  test.info().annotations.push({ type: 'prerender', description: `${site.pages.length} pages of the shell and three remotes in ${site.seconds.toFixed(1)} s` });
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-prerender-books-'));
  try {
    const started = performance.now();
    const books = await prerender({
      shell: { dir: shellDist, version: 'e2e' },
      remotes: await liveRemotes(process.env.E2E_BASE_URL!, process.env.E2E_DATA_DIR!),
      publicUrl: site.baseUrl,
      owners: ['books'],
      outDir: path.join(outDir, 'pages'),
    });
    const seconds = (performance.now() - started) / 1000;
    test.info().annotations.push({ type: 'prerender', description: `the books remote's ${books.pages.length} pages in ${seconds.toFixed(1)} s` });
    expect(books.pages.map((page) => page.path)).toEqual(site.pages.filter((page) => page.owner === 'books').map((page) => page.path));
    expect(seconds).toBeLessThanOrEqual(30);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  const owners = new Map(site.pages.map((page) => [page.path, page]));
  for (const path of ['/', '/books', '/crm/pricing', '/login']) {
    const page = owners.get(path)!;
    test.info().annotations.push({ type: 'html size', description: `${path}: ${(page.gzipBytes / 1000).toFixed(1)} KB gzip, ${(page.brotliBytes / 1000).toFixed(1)} KB brotli` });
    expect(page.gzipBytes, path).toBeLessThanOrEqual(35_000);
  }
});
