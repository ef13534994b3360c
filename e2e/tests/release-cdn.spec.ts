import { expect, test } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';
import { startCdn, type CdnServer } from '../support/cdn-server.ts';
import { freePort, liveReleases, startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// Remotes served from another origin (a CDN in front of the release
// store). The site's REMOTES_BASE_URL names the CDN in /remotes.json and adds its origin to
// the CSP; the CDN answers with CORS, as README "Releasing a section" says. Moving to a
// CDN is configuration: the same releases, with no release command run again.
test.describe.configure({ mode: 'serial' });

let site: ReleaseSite;
let cdn: CdnServer;
let booksVersion: string;

test.beforeAll(async () => {
  const cdnPort = await freePort();
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  site = await startReleaseSite({ remotesBaseUrl: `${cdnOrigin}/remotes` });
  cdn = await startCdn(site.storeDir, cdnPort);
  const books = (await liveReleases(site.baseUrl)).books!;
  expect(books.entry).toBe(`${cdnOrigin}/remotes/books/${books.version}/mf-manifest.json`);
  booksVersion = books.version;
});

test.afterAll(async () => {
  await cdn?.close();
  await site?.stop();
});

test('the shell loads the remotes from the CDN origin the manifest names', async ({ page }) => {
  const fromSite: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${site.baseUrl}/remotes/`)) fromSite.push(request.url());
  });
  const response = await page.goto(`${site.baseUrl}/books`);
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${cdn.origin}`);
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true })).toBeVisible();
  // The heading is prerendered: the remote's scripts are fetched when the page hydrates.
  await expectHydrated(page);
  const folder = `/remotes/books/${booksVersion}/`;
  expect(cdn.requests).toContain(`${folder}mf-manifest.json`);
  expect(cdn.requests).toContain(`${folder}remoteEntry.js`);
  expect(cdn.requests.filter((file) => file.startsWith(folder) && /\.[0-9a-f]{10}\.js$/.test(file)).length).toBeGreaterThan(0);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(cdn.requests.some((file) => file.startsWith('/remotes/account/'))).toBe(true);
  expect(fromSite).toEqual([]);
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

test('an instance of the same site without REMOTES_BASE_URL serves the same releases itself', async ({ page }) => {
  // It starts a second site, which also renders its own pages meanwhile.
  test.setTimeout(60_000);
  const direct = await startReleaseSite({ sameStoreAs: site });
  try {
    expect((await liveReleases(direct.baseUrl)).books).toMatchObject({ version: booksVersion, entry: `/remotes/books/${booksVersion}/mf-manifest.json` });
    const before = cdn.requests.length;
    const response = await page.goto(`${direct.baseUrl}/books`);
    expect(response?.headers()['content-security-policy']).not.toContain(cdn.origin);
    // The store's pages were rendered for the CDN: this instance never serves them (the browser
    // renders its pages until it has rendered its own).
    expect(await response!.text()).not.toContain(cdn.origin);
    await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true })).toBeVisible();
    await expectHydrated(page);
    expect(cdn.requests.length).toBe(before);
  } finally {
    await direct.stop();
  }
});
