import { expect, test } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';

// Routes with a rule of their own: who owns a path, where a visitor who is not signed in
// goes, and the footer's line-up. Every page's own checks are site-pages.spec.ts's.

test('/account/home sends a visitor who is not signed in to /login', async ({ page }) => {
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
});

test('the shell owns /crm/sales-enquiry: the CRM section is never asked for it', async ({ page }) => {
  const crmRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/crm/')) crmRequests.push(request.url());
  });
  await page.goto('/crm/sales-enquiry');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Sales Enquiry' })).toBeVisible();
  await expectHydrated(page);
  expect(crmRequests).toEqual([]);
});

for (const width of [1280, 360]) {
  test(`the footer's copyright line starts where its columns do at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const firstHeading = await footer.getByRole('heading').first().boundingBox();
    const copyright = await footer.getByText(/^© 2019–\d{4} WTM$/).boundingBox();
    expect(firstHeading).not.toBeNull();
    expect(copyright).not.toBeNull();
    expect(Math.abs(copyright!.x - firstHeading!.x)).toBeLessThanOrEqual(1);
  });
}
