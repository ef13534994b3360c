import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';
import { installReactProbe, reactRenderers, styledSheets } from '../support/federation-probe.ts';
import { buildPreviousRelease, previousReleaseRef, type PreviousBuild } from '../support/previous-release.ts';
import { liveReleases, releaseCli, releasedVersion, remoteDist, remoteNames, startReleaseSite, waitForLive, type ReleaseSite } from '../support/release-site.ts';
import { fetchPage, renderedPageOf } from '../support/served-pages.ts';

// Version skew (packages/shell-contract/README.md): the previous release of every
// remote runs in the current shell, and the current remotes run in the previous shell,
// both served by the current API. The previous release is built from git once per commit
// (support/previous-release.ts); only this file pays for it.
// Each test runs the release command three times (a Node process each): minutes on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// The landing heading of each section. These are the spec's names and every release so
// far has them; a section's later pages may not exist in an older release, so only the
// landing pages are visited.
const landings = [
  { remote: 'books', path: '/books', heading: 'WTM Account Books and Inventory' },
  { remote: 'crm', path: '/crm', heading: 'WTM Salesgrow CRM' },
  { remote: 'account', path: '/login', heading: 'Login' },
] as const;

let previous: PreviousBuild;
let site: ReleaseSite | undefined;

test.beforeAll(async () => {
  // Installing and building the previous release in a worktree: 1–3 minutes on an idle
  // 2-core machine, several times that on a loaded one.
  test.setTimeout(600_000);
  const ref = previousReleaseRef();
  previous = await buildPreviousRelease(ref, (line) => process.stdout.write(`[skew] ${line}\n`));
  process.stdout.write(
    `[skew] previous release ${previous.sha.slice(0, 10)} "${previous.subject}" (${previous.reason}); ` +
      `${previous.reused ? 'reused an earlier build' : `built in ${previous.buildSeconds} s`}\n`,
  );
});

test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/** Visits each landing page; proves each came from the release /remotes.json names and one React ran them all. */
async function expectSectionsRender(page: Page, baseUrl: string): Promise<void> {
  const live = await liveReleases(baseUrl);
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) loaded.push(new URL(response.url()).pathname);
  });
  // Prerendered pages hydrate across the skew: no hydration warning or error.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await installReactProbe(page);
  for (const { remote, path, heading } of landings) {
    // The page arrives prerendered for the live pair, skewed or not.
    expect(renderedPageOf((await fetchPage(baseUrl, path)).html)?.remotes[remote]?.version, `${path} prerendered`).toBe(live[remote]?.version);
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectHydrated(page, path);
    expect(problems, path).toEqual([]);
    await expect(page.getByRole('heading', { name: /could not be loaded/ })).toHaveCount(0);
    const folder = `/remotes/${remote}/${live[remote]?.version}/`;
    expect(loaded.filter((file) => file.startsWith(folder) && file.endsWith('.js')).length, `JavaScript loaded from ${folder}`).toBeGreaterThan(1);
    expect(await reactRenderers(page)).toHaveLength(1);
    expect(await styledSheets(page)).toBe(1);
  }
}

test('the current shell runs the previous release of every remote', async ({ page }) => {
  site = await startReleaseSite();
  for (const remote of remoteNames) {
    await waitForLive(site.baseUrl, remote, releasedVersion(releaseCli(site.env, 'release', remote, '--dist', previous.dist[remote]), remote));
  }
  const live = await liveReleases(site.baseUrl);
  for (const remote of remoteNames) {
    test.info().annotations.push({ type: `previous ${remote}`, description: `${live[remote]?.version} from ${previous.sha.slice(0, 10)}` });
  }
  await expectSectionsRender(page, site.baseUrl);
});

test('the previous shell runs the current release of every remote', async ({ page }) => {
  // The first run released the previous shell (SHELL_DIR) and the current remotes.
  site = await startReleaseSite({ shellDir: previous.dist.shell });
  for (const remote of remoteNames) releaseCli(site.env, 'release', remote, '--dist', remoteDist(remote));
  await expectSectionsRender(page, site.baseUrl);
  // The page really is the previous shell's: prerendered with it, and loading the scripts of the index.html built at that commit.
  // Its deferred scripts, or, on a prerendered page, the ones its after-paint script starts (data-scripts).
  const scripts = (html: string) => [
    ...[...html.matchAll(/<script defer="defer" src="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/\sdata-scripts="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')),
  ];
  const served = (await fetchPage(site.baseUrl, '/')).html;
  expect(renderedPageOf(served)?.owner).toBe('shell');
  const previousScripts = scripts(await readFile(path.join(previous.dist.shell, 'index.html'), 'utf8'));
  expect(previousScripts.length).toBeGreaterThan(0);
  expect(scripts(served)).toEqual(previousScripts);
});
