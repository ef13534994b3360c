import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { throwingBooksRelease } from '@wtm/releases/test/built-site';
import {
  copyBuild,
  liveReleases,
  releaseCli,
  releasedVersion,
  remoteDist,
  startReleaseSite,
  waitForLive,
  writeBuildFile,
  type ReleaseSite,
} from '../support/release-site.ts';
import { repoRoot } from '../support/site-server.ts';

// A release that passes the release tool's checks but fails in the browser is
// contained by the section's boundary, and one command rolls it back. One whose
// pages cannot be prerendered never goes live.

let site: ReleaseSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test('a broken books release is caught by the boundary and rolled back with one command', async ({ page }) => {
  test.setTimeout(60_000);
  site = await startReleaseSite();
  const good = (await liveReleases(site.baseUrl)).books!;

  // Well-formed (manifest, entry, chunks all there), but its container throws when run.
  const broken = await copyBuild(remoteDist('books'), site.dataDir);
  await writeBuildFile(broken, 'remoteEntry.js', 'throw new Error("books release is broken");\n');
  const bad = releasedVersion(releaseCli(site.env, 'release', 'books', '--dist', broken), 'books');
  expect(bad).not.toBe(good.version);
  await waitForLive(site.baseUrl, 'books', bad);

  await page.goto(`${site.baseUrl}/books`);
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failure.getByRole('heading', { name: 'The Accounting pages could not be loaded' })).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'WTM home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Useful Links' })).toBeVisible();

  // The one command a team runs, with the site's database and release store.
  execFileSync('pnpm', ['rollback', 'books'], {
    cwd: repoRoot,
    env: site.env,
    stdio: 'pipe',
  });
  await waitForLive(site.baseUrl, 'books', good.version);

  // The visitor who saw the failure recovers with Retry; a reload shows Books as well.
  const books = page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true });
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(books).toBeVisible();
  await page.reload();
  await expect(books).toBeVisible();
  await expect(page.getByRole('heading', { name: /could not be loaded/ })).toHaveCount(0);
});

test('a build whose manifest points at a missing entry is refused before it goes live', async () => {
  site = await startReleaseSite();
  const before = await liveReleases(site.baseUrl);

  const broken = await copyBuild(remoteDist('books'), site.dataDir);
  for (const file of ['remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br']) await rm(path.join(broken, file), { force: true });
  let failure = '';
  try {
    releaseCli(site.env, 'release', 'books', '--dist', broken);
  } catch (error) {
    failure = String((error as { stderr?: string }).stderr);
  }
  expect(failure).toContain('is not a releasable build of the books remote');
  expect(failure).toContain('mf-manifest.json lists remoteEntry.js, which is missing');
  expect(await liveReleases(site.baseUrl)).toEqual(before);
});

test('a books release whose pages throw on the server is refused with the page and the error, and nothing switches', async () => {
  test.setTimeout(90_000);
  site = await startReleaseSite();
  const before = await liveReleases(site.baseUrl);
  const page = await (await fetch(`${site.baseUrl}/books`, { headers: { accept: 'text/html' } })).text();

  // The good build's browser files; its server container hands out `./routes` with a page component that throws.
  const throwing = await throwingBooksRelease(await mkdtemp(path.join(site.dataDir, 'build-')));
  let failure = '';
  try {
    releaseCli(site.env, 'release', 'books', '--dist', throwing);
  } catch (error) {
    failure = String((error as { stderr?: string }).stderr);
  }
  expect(failure).toMatch(/The books release \S+ was refused, nothing switched: its pages could not be prerendered\./);
  expect(failure).toContain('/books (books) failed to render on the server: Error: The Books content could not be read');
  expect(await liveReleases(site.baseUrl)).toEqual(before);
  expect(await (await fetch(`${site.baseUrl}/books`, { headers: { accept: 'text/html' } })).text()).toBe(page);
});
