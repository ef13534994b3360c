import { expect, test } from '@playwright/test';
import { homeHeading, sitePages } from '../support/site-pages.ts';

// Every route of spec §2 (and the linked pages of issue 5) renders its own page: one
// <h1>, the URL it was asked for, no section failure, and no bounce to Home.
for (const sitePage of sitePages) {
  test(`${sitePage.path} renders its own heading`, async ({ page }) => {
    await page.goto(sitePage.path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    if (sitePage.heading) await expect(heading).toHaveText(sitePage.heading);
    else await expect(heading).not.toHaveText(homeHeading);
    await expect(heading).not.toHaveText('');
    expect(new URL(page.url()).pathname).toBe(new URL(sitePage.path, page.url()).pathname);
    await expect(page.getByText(/pages could not be loaded/)).toHaveCount(0);
  });
}

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
  expect(crmRequests).toEqual([]);
});

for (const width of [1280, 360]) {
  test(`the footer's copyright line starts where its columns do at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const firstHeading = await footer.getByRole('heading').first().boundingBox();
    const copyright = await footer.getByText(/^© \d{4} WTM/).boundingBox();
    expect(firstHeading).not.toBeNull();
    expect(copyright).not.toBeNull();
    expect(Math.abs(copyright!.x - firstHeading!.x)).toBeLessThanOrEqual(1);
  });
}
