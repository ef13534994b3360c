import { expect, test } from '@playwright/test';
import { startCdn, type CdnServer } from '../support/cdn-server.ts';
import { freePort, liveReleases, releaseCli, startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// Issue 6: a remote released to another origin (a CDN). The release names the CDN URL
// (REMOTES_BASE_URL), the site allows that origin (REMOTE_ORIGINS → CSP), and the CDN
// answers with CORS, as README "Releasing a section" says.
test.describe.configure({ mode: 'serial' });

let site: ReleaseSite;
let cdn: CdnServer;
let booksVersion: string;

test.beforeAll(async () => {
  const cdnPort = await freePort();
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  site = await startReleaseSite({ remoteOrigins: [cdnOrigin] });
  cdn = await startCdn(site.remotesDir, cdnPort);
  releaseCli(site.env, 'ensure');
  releaseCli({ ...site.env, REMOTES_BASE_URL: `${cdnOrigin}/remotes` }, 'release', 'books', '--no-build');
  const books = (await liveReleases(site.baseUrl)).books!;
  expect(books.entry).toBe(`${cdnOrigin}/remotes/books/${books.version}/mf-manifest.json`);
  booksVersion = books.version;
});

test.afterAll(async () => {
  await cdn?.close();
  await site?.stop();
});

test('the shell loads a remote from the CDN origin the manifest names', async ({ page }) => {
  const fromSite: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${site.baseUrl}/remotes/books/`)) fromSite.push(request.url());
  });
  await page.goto(`${site.baseUrl}/books`);
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true })).toBeVisible();
  const folder = `/remotes/books/${booksVersion}/`;
  expect(cdn.requests).toContain(`${folder}mf-manifest.json`);
  expect(cdn.requests).toContain(`${folder}remoteEntry.js`);
  expect(cdn.requests.filter((file) => file.startsWith(folder) && /\.[0-9a-f]{10}\.js$/.test(file)).length).toBeGreaterThan(0);
  expect(fromSite).toEqual([]);

  // The other sections still come from the site's own origin.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('without Access-Control-Allow-Origin on the CDN the section fails, contained', async ({ page }) => {
  cdn.cors = false;
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/CORS policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${site.baseUrl}/books`);
    await expect(page.getByRole('heading', { name: 'The Accounting pages could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'WTM home' })).toBeVisible();
    expect(refused.join('\n')).toContain(`${cdn.origin}/remotes/books/${booksVersion}/mf-manifest.json`);
  } finally {
    cdn.cors = true;
  }
});

test('without the CDN in REMOTE_ORIGINS the site CSP blocks it, contained', async ({ page }) => {
  const strict = await startReleaseSite({ remotesDir: site.remotesDir });
  try {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${strict.baseUrl}/books`);
    await expect(page.getByRole('heading', { name: 'The Accounting pages could not be loaded' })).toBeVisible();
    expect(blocked.join('\n')).toContain(cdn.origin);
  } finally {
    await strict.stop();
  }
});
