import { expect, test } from '@playwright/test';
import { liveReleases, startReleaseSite, type ReleaseSite } from '../support/release-site.ts';
import { telemetryRows, waitForTelemetry } from '../support/telemetry-db.ts';
import { expectHydrated } from '../support/hydration.ts';

// Real visits report their Web Vitals and failures, tagged with the releases the
// page ran, and visitors who ask not to be tracked send nothing.

let site: ReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite();
});

test.afterAll(async () => {
  await site?.stop();
});

test('a page view reports its vitals and failures, tagged with the shell and section releases, without the query string', async ({ browser }) => {
  const live = await liveReleases(site.baseUrl);
  const manifest = (await (await fetch(`${site.baseUrl}/remotes.json`)).json()) as { shell: { version: string }; content: Record<string, { version: string }> };
  const shellVersion = manifest.shell.version;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/books?utm_source=mail&email=someone%40example.com`);
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true })).toBeVisible();
  await expectHydrated(page);
  // An interaction, for INP; then an error nothing catches.
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => setTimeout(() => { throw new Error('Books broke after a click'); }));
  // The CRM section's files fail to load: its boundary shows the failure.
  await page.route('**/remotes/crm/**', (route) => route.abort());
  await page.getByRole('link', { name: 'Sales CRM', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'The CRM pages could not be loaded' })).toBeVisible();
  // Leaving the page sends what is left (web-vitals finalises CLS and INP when the page is hidden).
  await page.goto('about:blank');
  const has = (rows: { kind: string }[], kind: string) => rows.some((row) => row.kind === kind);
  const rows = await waitForTelemetry(site, (stored) => ['view', 'LCP', 'CLS', 'TTFB', 'INP', 'uncaught-error', 'load-failure'].every((kind) => has(stored, kind)));
  await context.close();

  const books = rows.filter((row) => row.owner === 'books');
  const landing = books.find((row) => row.kind === 'view')!;
  // The section's content version too: a content canary is judged by it.
  expect(landing).toMatchObject({ path: '/books', owner_version: live.books!.version, content_version: manifest.content.books!.version, shell_version: shellVersion });
  for (const kind of ['LCP', 'CLS', 'TTFB', 'INP']) {
    expect(books.find((row) => row.kind === kind), kind).toMatchObject({ view_id: landing.view_id, path: '/books', owner_version: live.books!.version, shell_version: shellVersion });
  }
  expect(books.find((row) => row.kind === 'LCP')!.value).toBeGreaterThan(0);
  expect(books.find((row) => row.kind === 'uncaught-error')).toMatchObject({ view_id: landing.view_id, message: 'Error: Books broke after a click' });
  const crm = rows.filter((row) => row.owner === 'crm');
  expect(crm.find((row) => row.kind === 'view')).toMatchObject({ path: '/crm', owner_version: live.crm!.version });
  expect(crm.find((row) => row.kind === 'load-failure')).toMatchObject({ owner_version: live.crm!.version, message: expect.stringMatching(/^SectionLoadError: /) });
  expect(JSON.stringify(rows)).not.toMatch(/utm_source|someone|example\.com/);
});

test('visitors who send Do Not Track or Global Privacy Control send nothing', async ({ browser }) => {
  const before = telemetryRows(site).length;
  const cases = [
    { header: { DNT: '1' }, property: 'doNotTrack', value: '1' },
    { header: { 'Sec-GPC': '1' }, property: 'globalPrivacyControl', value: true },
  ] as const;
  for (const { header, property, value } of cases) {
    // The browser's setting: its request header and the navigator property pages read.
    const context = await browser.newContext({ extraHTTPHeaders: header });
    await context.addInitScript(({ name, setting }) => Object.defineProperty(Navigator.prototype, name, { get: () => setting, configurable: true }), { name: property, setting: value });
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => request.url().includes('/api/telemetry') && beacons.push(request.url()));
    await page.goto(`${site.baseUrl}/books`);
    await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true })).toBeVisible();
    await expectHydrated(page);
    await page.evaluate(() => setTimeout(() => { throw new Error('not reported'); }));
    await page.getByRole('heading', { level: 1 }).click();
    await page.goto(`${site.baseUrl}/crm`);
    // Settled as the control visit below, so the silence is not a visit left too soon.
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    expect(beacons, property).toEqual([]);
    await context.close();
  }
  // A control visit without either setting does report, so the silence above means something.
  const control = await browser.newContext();
  const page = await control.newPage();
  await page.goto(`${site.baseUrl}/books`);
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory', exact: true })).toBeVisible();
  // The visitor stays until the page has settled: the telemetry client is fetched once the
  // shell has started and the page has loaded, and a visit left before it arrives has
  // nothing to send with. Network idle alone is not enough: a prerendered page's scripts
  // are fetched after its first paint, which a busy host can hold past the 500 ms of quiet.
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const after = await waitForTelemetry(site, (rows) => rows.slice(before).some((row) => row.kind === 'view'));
  await control.close();
  // The control's one page view is the only one stored since: the two visits above opened three.
  expect(after.slice(before).filter((row) => row.kind === 'view')).toHaveLength(1);
});
