import { expect, test } from '@playwright/test';
import {
  copyBuild,
  hashTree,
  liveReleases,
  patchBuild,
  releaseCli,
  releasedVersion,
  remoteDist,
  shellDist,
  startReleaseSite,
  waitForLive,
  type ReleaseSite,
} from '../support/release-site.ts';
import { fetchPage, renderedPageOf } from '../support/served-pages.ts';

// The Books team ships a changed remote while the site runs, then rolls it back;
// the shell is neither rebuilt nor restarted, and a visitor mid-visit is not broken.
// The release prerenders the section's pages, served at the next request (only
// that section's change), and the rollback serves the earlier pages again.
//
// The changed release is the current Books build with its product name patched in the
// JavaScript: to the release tool and the browser that is exactly a rebuilt remote (new
// content → new content-addressed version folder), without a second webpack run here.

const original = 'WTM Account Books and Inventory';
// As long as the original: the pages' titles and descriptions keep within their checked lengths.
const changed = 'WTM Account Books, Inventory 2';
// The Books home's headline is content, released apart from code and kept by a code
// release; its title carries the code's product name, so a code release shows there.
const booksTitle = (name: string) => `${name} | Cloud accounting with GST`;

let site: ReleaseSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test('a changed books release goes live on the next page load, rolls back, and leaves the shell alone', async ({ browser }) => {
  test.setTimeout(60_000);
  const shellBefore = await hashTree(shellDist);
  site = await startReleaseSite();
  const shellPage = await (await fetch(`${site.baseUrl}/`)).text();
  const served = async (path: string) => (await fetchPage(site!.baseUrl, path)).html;
  const pagesBefore = { books: await served('/books'), pricing: await served('/books/pricing'), crm: await served('/crm/pricing'), home: await served('/'), login: await served('/login') };
  const first = (await liveReleases(site.baseUrl)).books!;

  // A visitor opens Books before the release.
  const visitor = await browser.newPage();
  await visitor.goto(`${site.baseUrl}/books`);
  await expect(visitor).toHaveTitle(booksTitle(original));

  // The team releases the changed build, with one command and no shell build.
  const build = await copyBuild(remoteDist('books'), site.dataDir);
  await patchBuild(build, original, changed);
  const output = releaseCli(site.env, 'release', 'books', '--dist', build);
  expect(output).toContain(`It replaced ${first.version}`);
  // The release command talks to the release store only; the site reads it again within a second.
  const second = await waitForLive(site.baseUrl, 'books', releasedVersion(output, 'books'));
  expect(second.version).not.toBe(first.version);
  expect(second.entry).toBe(`/remotes/books/${second.version}/mf-manifest.json`);
  expect(releaseCli(site.env, 'status')).toMatch(new RegExp(`books\\s+${second.version}\\s+\\S+Z\\s+${first.version}`));

  // The next request for a Books page gets the new release's prerendered page; other sections' pages are the same bytes.
  const booksAfter = await served('/books');
  expect(booksAfter).toContain(`<title>${booksTitle(changed)}</title>`);
  expect(renderedPageOf(booksAfter)?.remotes.books?.version).toBe(second.version);
  expect(renderedPageOf(await served('/books/pricing'))?.remotes.books?.version).toBe(second.version);
  expect(await served('/crm/pricing')).toBe(pagesBefore.crm);
  expect(await served('/login')).toBe(pagesBefore.login);
  expect(await served('/')).toBe(pagesBefore.home);

  // A fresh page load gets the new release.
  const fresh = await browser.newPage();
  await fresh.goto(`${site.baseUrl}/books`);
  await expect(fresh).toHaveTitle(booksTitle(changed));

  // The visitor who had the old release open keeps working on it, and its files stay served.
  await visitor.getByRole('navigation', { name: 'Account Books' }).getByRole('link', { name: 'Trial & Pricing' }).click();
  await expect(visitor).toHaveURL(/\/books\/pricing$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Trial & Pricing' })).toBeVisible();
  await visitor.goBack();
  await expect(visitor).toHaveTitle(booksTitle(original));
  const oldManifest = (await (await fetch(`${site.baseUrl}${first.entry}`)).json()) as { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
  const oldFiles = ['remoteEntry.js', ...oldManifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async])];
  for (const file of oldFiles) {
    const response = await fetch(`${site.baseUrl}/remotes/books/${first.version}/${file}`);
    expect(response.status, `${first.version}/${file} still served`).toBe(200);
  }

  // One command rolls back; the next page load shows the old pages again.
  expect(releaseCli(site.env, 'rollback', 'books')).toContain(`books rolled back from ${second.version} to ${first.version}`);
  await waitForLive(site.baseUrl, 'books', first.version);
  expect(await served('/books')).toBe(pagesBefore.books);
  expect(await served('/books/pricing')).toBe(pagesBefore.pricing);
  await fresh.reload();
  await expect(fresh).toHaveTitle(booksTitle(original));

  // Neither step rebuilt the shell or changed what it serves, and the server never restarted.
  expect(await hashTree(shellDist)).toEqual(shellBefore);
  expect(await (await fetch(`${site.baseUrl}/`)).text()).toBe(shellPage);
  expect(site.server.exitCode).toBeNull();
});
