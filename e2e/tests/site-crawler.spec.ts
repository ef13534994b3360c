import { expect, test, type Page } from '@playwright/test';

// Walks the site as a visitor's browser sees it: from `/` (and every page of the sitemap,
// so a page nobody links to is still checked), breadth first, following same-origin links
// found in the rendered DOM once the page has settled. Each page must load without a
// failed same-origin request and without a console error; every same-origin link that is
// not a page (PDFs and other files) must answer 200.

const PAGE_LIMIT = 100;
/** Paths a crawler must not follow: signing out is an action, not a page. */
const NOT_FOLLOWED = ['/logout'];

interface PageReport {
  problems: string[];
  links: string[];
}

const isFile = (pathname: string) => /\.[a-z0-9]{2,5}$/i.test(pathname);

async function visit(page: Page, url: string, origin: string): Promise<PageReport> {
  const problems: string[] = [];
  const onResponse = (response: { url(): string; status(): number }) => {
    if (new URL(response.url()).origin === origin && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  };
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    if (new URL(request.url()).origin === origin) problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const links = await page.evaluate(() => Array.from(document.querySelectorAll('a[href]'), (anchor) => (anchor as HTMLAnchorElement).href));
    return { problems, links };
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

test('no broken internal link, asset or page anywhere on the site', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const seeds = [`${origin}/`, ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)];

  const queue = [...new Set(seeds)];
  const visited = new Set<string>();
  const files = new Map<string, string>(); // file URL → the page that links to it
  const broken: string[] = [];
  const linkedTo = new Set<string>();

  while (queue.length > 0 && visited.size < PAGE_LIMIT) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    const report = await visit(page, url, origin);
    broken.push(...report.problems.map((problem) => `${new URL(url).pathname}: ${problem}`));
    for (const href of report.links) {
      const target = new URL(href);
      if (target.origin !== origin || target.protocol === 'mailto:' || target.protocol === 'tel:') continue;
      target.hash = '';
      if (NOT_FOLLOWED.includes(target.pathname)) continue;
      if (isFile(target.pathname)) {
        if (!files.has(target.href)) files.set(target.href, url);
        continue;
      }
      if (target.href !== url) linkedTo.add(target.href); // not the skip link to its own #main-content
      if (!visited.has(target.href)) queue.push(target.href);
    }
  }

  for (const [file, from] of files) {
    const response = await request.get(file);
    if (response.status() !== 200) broken.push(`${new URL(from).pathname}: ${response.status()} ${file}`);
  }

  expect(broken, 'broken links, assets or pages').toEqual([]);
  expect(visited.size, 'pages crawled').toBeGreaterThanOrEqual(seeds.length);
  expect(queue.filter((url) => !visited.has(url)), `more than ${PAGE_LIMIT} pages`).toEqual([]);
  // Pages of the sitemap that no page links to are worth knowing about, not a failure.
  const orphans = seeds.filter((url) => url !== `${origin}/` && !linkedTo.has(url));
  if (orphans.length > 0) test.info().annotations.push({ type: 'not linked from any page', description: orphans.join(' ') });
});
