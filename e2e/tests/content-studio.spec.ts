import { expect, test } from '@playwright/test';
import { createEditor, signInToStudio } from '../support/content-editor.ts';
import { expectHydrated } from '../support/hydration.ts';
import { recordScripts, scriptsInclude, seriousAxeViolations } from '../support/page-scripts.ts';
import { startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// An editor changes a CRM price in the studio (the draft saves itself), previews it on the
// real page and publishes it; the next visitor's pricing page shows the new price. A site
// of its own: publishing changes pages.

let site: ReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite();
});
test.afterAll(async () => {
  await site?.stop();
});

// A text only the studio's chunk holds, and one only the editors page's holds.
const studioCodeIn = (scripts: Promise<string>[]) => scriptsInclude(scripts, 'Load their draft');
const editorsPageCodeIn = (scripts: Promise<string>[]) => scriptsInclude(scripts, 'Grant the editor role');

test('an editor previews and publishes a new CRM price from the studio and the next visitor sees it; visitors never load the studio or the editors page', async ({ browser }) => {
  test.setTimeout(120_000);
  const account = await createEditor(site, 'editor');

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const visitorScripts = recordScripts(visit);
  for (const path of ['/crm/pricing', '/login']) {
    await visit.goto(`${site.baseUrl}${path}`);
    await expectHydrated(visit, path);
  }
  await expect(visit.getByRole('main')).not.toContainText('₹1,299');

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const editorScripts = recordScripts(editor);
  await signInToStudio(editor, site, account);
  await expect(editor).toHaveURL(/\/account\/content$/);
  await expect(editor.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
  const plans = editor.getByRole('form', { name: 'Plans and prices' });
  const professionalInr = plans.getByRole('group', { name: 'Plan 3' }).getByLabel('Price in INR');
  await expect(professionalInr).toHaveValue('1199');
  await professionalInr.fill('1299');
  // The draft saves itself once the editor stops typing.
  await expect(plans.getByText('Draft saved automatically (revision 1). Publish the section to show it to visitors.')).toBeVisible();
  for (const width of [360, 1280]) {
    await editor.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(editor), `${width} px`).toEqual([]);
    expect(await editor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `overflows at ${width} px`).toBeLessThanOrEqual(0);
  }
  const crm = editor.getByRole('region', { name: 'CRM' });
  // The draft on the real page, hydrated, in the studio; the visitor still gets the live one.
  await crm.getByRole('button', { name: 'Preview CRM drafts' }).click();
  await expect(crm.getByText(/pass the release’s page checks/)).toBeVisible({ timeout: 60_000 });
  await crm.getByRole('button', { name: 'Show /crm/pricing below' }).click();
  const phone = editor.frameLocator('iframe[title="/crm/pricing with the drafts: Phone, 360 px"]');
  await expect(phone.getByRole('main')).toContainText('₹1,299');
  await expect.poll(() => phone.getByRole('heading', { level: 1 }).first().evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))), { message: 'the preview hydrates' }).toBe(true);
  await expect(phone.getByRole('main')).toContainText('₹1,299');
  await visit.goto(`${site.baseUrl}/crm/pricing`);
  await expect(visit.getByRole('main')).toContainText('₹1,199');
  await expect(visit.getByRole('main')).not.toContainText('₹1,299');
  await crm.getByRole('button', { name: 'Publish CRM', exact: true }).click();
  await expect(crm.getByText(/^Published plans as c-[0-9a-f]{20}: visitors see it from their next page\.$/)).toBeVisible({ timeout: 60_000 });
  expect(await studioCodeIn(editorScripts)).toBe(true);
  await editorContext.close();

  // The visitor's next page is the new release, prerendered.
  await visit.goto(`${site.baseUrl}/crm/pricing`);
  await expect(visit.getByRole('main')).toContainText('₹1,299');
  await expectHydrated(visit, '/crm/pricing');
  await expect(visit.getByRole('main')).toContainText('₹1,299');
  expect(await studioCodeIn(visitorScripts)).toBe(false);
  expect(await editorsPageCodeIn(visitorScripts)).toBe(false);
  await visitor.close();
});
