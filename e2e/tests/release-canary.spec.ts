import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { copyBuild, liveReleases, patchBuild, releaseCli, releasedVersion, remoteDist, startReleaseSite, waitForLive, type ReleaseSite } from '../support/release-site.ts';
import { releaseHistory, telemetryRows } from '../support/telemetry-db.ts';

// A remote released to a share of visitors (a canary), each visitor kept on one
// side, judged by the site itself on its visitors' telemetry: promoted when healthy,
// rolled back when it breaks. The verdict job checks every half second here, after 4 page
// views of the canary; the vitals budgets are wide, as this machine is shared.

const product = 'WTM Account Books and Inventory';
// No longer than the product's name: the landing page's title must stay within 60 characters.
const canaryHeading = 'WTM Account Books (canary)';
const policy = { CANARY_MIN_VIEWS: '4', CANARY_CHECK_MS: '500', CANARY_LCP_BUDGET_MS: '60000', CANARY_INP_BUDGET_MS: '60000' };

let site: ReleaseSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/**
 * The product name in a Books page's title: the code's (the headline is content, which a
 * code release, a canary too, keeps), so it tells which release a visitor got.
 */
const productInTitle = (title: string) => title.split(' | ')[0] ?? '';

/** One fresh visitor (no cookie) opens Books and leaves; returns the product name their page's title said. */
async function freshVisit(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/books`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The page arrives prerendered: a visitor stays until it has hydrated, or its error has happened.
  await page.waitForLoadState('networkidle');
  const text = productInTitle(await page.title());
  await page.goto('about:blank');
  await context.close();
  return text;
}

/** Fresh visitors come until the canary's last history line is `action` (bounded); returns that line. */
async function visitUntilVerdict(browser: Browser, current: ReleaseSite, action: string, maxVisits = 40) {
  for (let visit = 0; visit < maxVisits; visit++) {
    const last = releaseHistory(current, 'books').at(-1)!;
    if (last.action === action) return last;
    if (last.action !== 'canary') throw new Error(`The canary ended with ${last.action}: ${last.reason}`);
    await freshVisit(browser, current.baseUrl);
  }
  await expect.poll(() => releaseHistory(current, 'books').at(-1)?.action, { timeout: 10_000 }).toBe(action);
  return releaseHistory(current, 'books').at(-1)!;
}

async function canaryBuild(current: ReleaseSite, from: string, to: string): Promise<string> {
  const build = await copyBuild(remoteDist('books'), current.dataDir);
  await patchBuild(build, from, to);
  return build;
}

/** A books build whose landing heading says "(canary)", in the browser's and the server's build alike. */
async function renamedCanaryBuild(current: ReleaseSite): Promise<string> {
  const build = await canaryBuild(current, `"${product}"`, `"${canaryHeading}"`);
  // The server build (which the canary's pages are prerendered with) is not minified: its quotes are single.
  await patchBuild(build, `booksProductName = '${product}'`, `booksProductName = '${canaryHeading}'`);
  return build;
}

test('a canary at 50 % serves both releases across fresh visitors and keeps each visitor on one', async ({ browser }) => {
  test.setTimeout(120_000);
  site = await startReleaseSite();
  const stable = (await liveReleases(site.baseUrl)).books!.version;
  const output = releaseCli(site.env, 'release', 'books', '--canary', '50', '--dist', await renamedCanaryBuild(site));
  expect(output).toContain(`is live for 50 % of visitors (canary); the others keep ${stable}`);
  const canary = releasedVersion(output, 'books');
  // The site reads the canary within a second: a visitor with cohort 0 or 99 lands on one side or the other.
  await expect.poll(async () => new Set(await Promise.all(Array.from({ length: 20 }, async (_, cohort) => (await (await fetch(`${site!.baseUrl}/remotes.json`, { headers: { cookie: `wtm_cohort=${cohort * 5}` } })).json()).remotes.books.version))).size).toBe(2);

  // Fresh visitors come until both sides have been seen (two sides at 50 %: 16 visitors all
  // landing on one side happens once in 30,000 runs).
  const seen = new Map<string, number>();
  for (let visitor = 0; visitor < 16 && seen.size < 2; visitor++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/books`);
    await expect(page).toHaveTitle(new RegExp(`^(${product}|WTM Account Books \\(canary\\)) \\|`));
    const first = productInTitle(await page.title());
    // The same visitor, on a later page load, stays on the side they got.
    await page.reload();
    await expect(page).toHaveTitle(new RegExp(`^${first.replace(/[()]/g, '\\$&')} \\|`));
    const cookie = (await context.cookies()).find((one) => one.name === 'wtm_cohort');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', value: expect.stringMatching(/^\d{1,2}$/) });
    seen.set(first!, (seen.get(first!) ?? 0) + 1);
    await context.close();
  }
  expect([...seen.keys()].sort()).toEqual([product, canaryHeading].sort());

  // `pnpm releases` shows both versions with their figures.
  const status = releaseCli(site.env, 'status');
  expect(status).toMatch(new RegExp(`books\\s+stable\\s+${stable}\\s+50 %`));
  expect(status).toMatch(new RegExp(`books\\s+canary\\s+${canary}\\s+50 %\\s+\\d+\\s+0\\.0 %\\s+0\\.0 %`));
});

test('a canary whose remote throws on render is rolled back by itself after the threshold, with the reason in the history', async ({ browser }) => {
  test.setTimeout(180_000);
  site = await startReleaseSite({ env: policy });
  const stable = (await liveReleases(site.baseUrl)).books!.version;
  // The landing page's "See pricing" link label throws when the hero renders it in a browser:
  // the canary's pages prerender (a release whose server render throws is refused), its
  // visitors' browsers fail.
  const routes = await firstFile(remoteDist('books'), /^__federation_expose_routes\..*\.js$/);
  const link = /\{label:"See pricing",to:([\w$]+)\.pricing\}/.exec(await readFile(routes, 'utf8'))![0];
  const broken = link.replace('label:"See pricing"', 'get label(){if(typeof window!=="undefined")throw new Error("The canary broke");return "See pricing"}');
  const output = releaseCli(site.env, 'release', 'books', '--canary', '50', '--dist', await canaryBuild(site, link, broken));
  const canary = releasedVersion(output, 'books');

  const line = await visitUntilVerdict(browser, site, 'canary-rollback');
  expect(line).toMatchObject({ version: canary, reason: expect.stringMatching(new RegExp(`^rolled back by the verdict: error rate 100\\.0 % against 0\\.0 % on ${stable}`)) });
  expect(telemetryRows(site).filter((row) => row.kind === 'render-error' && row.owner_version === canary).length).toBeGreaterThanOrEqual(4);
  expect(telemetryRows(site).find((row) => row.kind === 'render-error')?.message).toBe('Error: The canary broke');
  // Every visitor gets the stable release again, and `pnpm releases books` says why.
  await waitForLive(site.baseUrl, 'books', stable);
  expect(await freshVisit(browser, site.baseUrl)).toBe(product);
  expect(releaseCli(site.env, 'status', 'books')).toMatch(/canary-rollback\s+\S+\s+rolled back by the verdict: error rate 100\.0 %/);
});

test('a healthy canary is promoted by itself, and every visitor then gets it', async ({ browser }) => {
  test.setTimeout(180_000);
  site = await startReleaseSite({ env: policy });
  const output = releaseCli(site.env, 'release', 'books', '--canary', '50', '--dist', await renamedCanaryBuild(site));
  const canary = releasedVersion(output, 'books');

  const line = await visitUntilVerdict(browser, site, 'promote');
  expect(line).toMatchObject({ version: canary, reason: expect.stringMatching(/^promoted by the verdict: healthy after \d+ page views: error rate 0\.0 %/) });
  await waitForLive(site.baseUrl, 'books', canary);
  for (let visitor = 0; visitor < 3; visitor++) expect(await freshVisit(browser, site.baseUrl)).toBe(canaryHeading);
  expect(releaseCli(site.env, 'status')).toContain('No canary running.');
});

async function firstFile(dir: string, name: RegExp): Promise<string> {
  const found = (await readdir(dir)).find((file) => name.test(file));
  if (found === undefined) throw new Error(`No file like ${name} in ${dir}`);
  return path.join(dir, found);
}
