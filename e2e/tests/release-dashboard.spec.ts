import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';
import { recordScripts, scriptsInclude, seriousAxeViolations } from '../support/page-scripts.ts';
import { registerThroughApi } from '../support/customers.ts';
import { defaultPassword, signInThroughUi } from '../support/fixtures.ts';
import { totpCode } from '../support/second-factor.ts';
import { copyBuild, patchBuild, releaseCli, releasedVersion, remoteDist, startReleaseSite, type ReleaseSite } from '../support/release-site.ts';
import { repoRoot } from '../support/site-server.ts';
import { waitForTelemetry } from '../support/telemetry-db.ts';

// An administrator's page shows each remote's live and canary releases, its
// history and charts of errors and vitals per release; the chart library loads there only.

let site: ReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite();
});
test.afterAll(async () => {
  await site?.stop();
});

// Chart.js marks the arrays it watches with `_chartjs`, a name minification keeps.
const chartLibraryIn = (scripts: Promise<string>[]) => scriptsInclude(scripts, '_chartjs');

test('an administrator sees live and canary releases, history and charts per release; visitors never load the chart library', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = `admin.${Date.now()}@example.com`;
  execFileSync(process.execPath, ['apps/api/src/cli/create-admin.ts', '--email', email, '--password-stdin'], { cwd: repoRoot, env: site.env, input: `${defaultPassword}\n`, stdio: ['pipe', 'ignore', 'inherit'] });
  const build = await copyBuild(remoteDist('books'), site.dataDir);
  await patchBuild(build, '"WTM Account Books and Inventory"', '"WTM Account Books and Inventory (canary)"');
  const canary = releasedVersion(releaseCli(site.env, 'release', 'books', '--canary', '10', '--dist', build), 'books');

  // A visitor's visit: measured, and without the chart library.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const visitorScripts = recordScripts(page);
  for (const path of ['/', '/books', '/login']) {
    await page.goto(`${site.baseUrl}${path}`);
    // The page is measured once it has hydrated (the heading shows before, prerendered).
    await expectHydrated(page, path);
  }
  await page.goto('about:blank');
  await waitForTelemetry(site, (rows) => rows.some((row) => row.owner === 'books' && row.kind === 'view'));
  await visitor.close();
  expect(await chartLibraryIn(visitorScripts)).toBe(false);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminScripts = recordScripts(admin);
  await signInThroughUi(admin, email, defaultPassword, `${site.baseUrl}/login?returnUrl=%2Faccount%2Freleases`);
  await expect(admin).toHaveURL(/\/account\/releases$/);
  // Staff act only with a second factor: refused, with the way to add one, until they do.
  await expect(admin.getByText(/^Staff pages need two-factor sign-in/)).toBeVisible();
  await admin.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await expect(admin).toHaveURL(/\/account\/security#two-factor$/);
  await admin.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(admin.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await admin.getByTestId('totp-secret').innerText()).replace('Or type this key: ', '');
  await admin.getByRole('textbox', { name: /^Code from the app/ }).fill(totpCode(secret));
  await admin.getByRole('button', { name: 'Turn on' }).click();
  await expect(admin.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await admin.getByRole('button', { name: 'I have saved them' }).click();
  await admin.goto(`${site.baseUrl}/account/releases`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  const books = admin.getByRole('region', { name: 'books' });
  await expect(books.getByText(`${canary}, for 10 % of visitors since`)).toBeVisible();
  await expect(books.getByRole('row').filter({ hasText: 'canary' }).filter({ hasText: 'for 10 % of visitors' })).toBeVisible();
  await expect(books.getByRole('img', { name: 'Page views with an error or a load failure, per release and hour (%)' })).toBeVisible();
  await expect(books.getByRole('img', { name: 'p75 LCP and INP, per release and hour (ms)' })).toBeVisible();
  await expect(books.getByRole('rowheader')).not.toHaveCount(0);
  expect(await chartLibraryIn(adminScripts)).toBe(true);
  for (const width of [360, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(admin), `${width} px`).toEqual([]);
  }
  await adminContext.close();
});

test('a customer who opens the release page is told it is for administrators', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: site.baseUrl });
  const customer = await registerThroughApi(context.request, { verified: false });
  const page = await context.newPage();
  await signInThroughUi(page, customer.email, customer.password, '/login?returnUrl=%2Faccount%2Freleases');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'books' })).toHaveCount(0);
  await context.close();
});
