// A session that ends under the customer lands on Login with the
// spec'd message and the page to come back to; a route change moves focus to the new
// page's heading and announces it; closing an alert gives focus back.
import type { Page } from '@playwright/test';
import { xsrfHeader } from '../support/customers.ts';
import { defaultPassword, expect, newEmail, registerThroughUi, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';

const header = (page: Page) => page.getByRole('banner');
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token);
  if (!token) throw new Error('no signed-in user stored');
  return token;
}

test('a session revoked elsewhere lands on Login with the message and comes back after signing in', async ({ page, request }) => {
  const email = newEmail('revoked');
  await registerThroughUi(page, email);
  // Signed out in another context (another device): the token is revoked on the server.
  const signOut = await request.post('/api/login/logout', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(signOut.ok()).toBe(true);

  await page.goto('/books');
  await header(page).getByRole('button', { name: `Welcome ${email}` }).click();
  await header(page).getByRole('link', { name: 'My Account' }).click();

  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fhome&session=ended$/);
  await expect(page.getByRole('alert')).toContainText('Your session has ended. Please log in again.');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.getByRole('textbox', { name: /Username/ }).fill(email);
  await page.locator('input[name="password"]').fill(defaultPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(header(page).getByRole('button', { name: `Welcome ${email}` })).toBeVisible();
});

test('a route change focuses the new page heading and announces the page', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  await expect(pageHeading(page)).not.toBeFocused();

  await header(page).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(pageHeading(page)).toBeFocused();
  await expect(pageHeading(page)).toHaveAttribute('tabindex', '-1');
  await expect(page.locator('#route-announcer')).toHaveText(await page.title());

  // A page of a remote that loads on demand.
  await header(page).getByRole('button', { name: 'Products' }).click();
  await header(page).getByRole('link', { name: 'Sales CRM' }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(pageHeading(page)).toBeFocused();
  await expect(page.locator('#route-announcer')).toHaveText(await page.title());
  expect(await page.title()).toMatch(/CRM/);
});

test('closing an alert returns focus to where it was', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /Username/ }).fill(newEmail('nobody'));
  await page.locator('input[name="password"]').fill('wrong-password');
  const loginButton = page.getByRole('button', { name: 'Login', exact: true });
  await loginButton.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(loginButton).toBeEnabled();
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(loginButton).toBeFocused();
});
