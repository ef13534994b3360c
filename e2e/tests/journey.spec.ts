import type { Page } from '@playwright/test';
import { confirmationCodeMailedTo, registerThroughApi } from '../support/customers.ts';
import { expect, newEmail, signInThroughUi, test } from '../support/fixtures.ts';
import { capturedMails, linkIn, waitForMail } from '../support/mailbox.ts';

// From a product's pricing page to a running trial with a confirmed address,
// without choosing twice; unconfirmed customers cannot start products; a mail scanner's
// GET of the link confirms nothing.

const others = (page: Page) => page.getByRole('region', { name: 'Access other products' });

async function fillRegistration(page: Page, email: string) {
  await page.getByRole('textbox', { name: /First Name/ }).fill('Asha');
  await page.getByRole('textbox', { name: /Last Name/ }).fill('Verma');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.locator('input[name="password"]').fill('Correct-Horse-42');
  await page.getByRole('textbox', { name: /Phone/ }).fill('+91 98450 12345');
  await page.getByRole('textbox', { name: /City/ }).fill('Pune');
  await page.getByRole('textbox', { name: /Company/ }).fill(`Journey ${Date.now().toString(36)}`);
  await page.getByRole('combobox', { name: /Job title/i }).selectOption({ label: 'Director' });
}

test('a plan chosen on the CRM pricing page becomes a running trial once the address is confirmed from the real mail', async ({ page }) => {
  const email = newEmail('journey');
  await page.goto('/crm/pricing');
  const professional = page.getByRole('link', { name: /Start Free Trial/ }).nth(1);
  await expect(professional).toHaveAttribute('href', '/register?product=CRM&plan=professional');
  await professional.click();
  await expect(page).toHaveURL(/\/register\?product=CRM&plan=professional$/);
  await expect(page.getByRole('region', { name: 'Your free trial' })).toContainText('WTM Salesgrow CRM – Professional plan');

  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toContainText(
    'As soon as it is confirmed, we set up your free trial of WTM Salesgrow CRM.',
  );

  const mail = await waitForMail(email, (item) => item.subject === 'Welcome to WTM: please confirm your email address');
  expect(mail.text).toContain('your free trial of WTM Salesgrow CRM (Professional plan)');
  // The logo travels inside the message (mailparser turns its cid: reference into a data: URI).
  expect(mail.attachments.some((item) => item.contentType === 'image/png' && item.cid === 'logo@wtm.mail')).toBe(true);
  expect(mail.html).toContain('Sales: +91 80 4718 2200 (India)');
  expect(mail.text).toContain('WTM Software Pvt. Ltd.');
  await page.goto(linkIn(mail, `${new URL(page.url()).origin}/account/verifyEmail?code=`));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Account Home starts the chosen product by itself, with the spec's progress panel.
  await expect(page).toHaveURL(/\/products\/crm\/open\?handoff=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toBeVisible();
  await page.goto('/account/home');
  const owned = page.getByRole('region', { name: 'Access your products' });
  await expect(owned).toContainText('Professional plan · 15 days left in your free trial');
  await expect(owned).toContainText('Leads, opportunities and forecasts');
});

test('the progress panel shows while the chosen product is set up', async ({ page }) => {
  const email = newEmail('panel');
  await page.goto('/register?product=SERVICE');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  const code = await confirmationCodeMailedTo(email);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/confirmAssignProduct*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/account/verifyEmail?code=${code}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const bar = page.getByRole('progressbar', { name: 'Please wait while we setup your product...' });
  await expect(bar).toHaveAttribute('aria-valuenow', '80');
  await expect(page.getByRole('status').filter({ hasText: 'Please wait your account is being created...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/products\/service\/open\?handoff=/);
});

test('an unconfirmed customer can sign in and browse, cannot start a product, and can ask for a new link', async ({ page, request }) => {
  const customer = await registerThroughApi(request, { verified: false });
  await signInThroughUi(page, customer.email, customer.password, '/login?returnUrl=%2Faccount%2Fhome');
  await expect(page).toHaveURL(/\/account\/home$/);
  const banner = page.getByRole('region', { name: 'Please confirm your email address' });
  await expect(banner).toContainText(`We sent a confirmation link to ${customer.email}.`);

  await others(page).getByRole('button', { name: 'WTM Salesgrow CRM' }).click();
  await expect(page.getByRole('alert')).toContainText('Please confirm your email address before you start or open a product');
  await expect(page).toHaveURL(/\/account\/home$/);

  const first = await confirmationCodeMailedTo(customer.email);
  await banner.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${customer.email}.`)).toBeVisible();
  const renewed = await waitForMail(customer.email, (item) => item.subject === 'Confirm your email address for WTM');
  const second = /\/account\/verifyEmail\?code=([A-Za-z0-9_-]+)/.exec(renewed.text)![1]!;
  expect(second).not.toBe(first);

  // The first link was superseded; the new one confirms.
  await page.goto(`/account/verifyEmail?code=${first}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('replaced by a newer one');
  await page.goto(`/account/verifyEmail?code=${second}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);
  await others(page).getByRole('button', { name: 'WTM Salesgrow CRM' }).click();
  await expect(page).toHaveURL(/\/products\/crm\/open\?handoff=/);
});

test('a mail scanner that opens the confirmation link confirms nothing', async ({ page, request, playwright, baseURL }) => {
  const customer = await registerThroughApi(request, { verified: false });
  const mail = await waitForMail(customer.email, (item) => item.text.includes('/account/verifyEmail?code='));
  const link = linkIn(mail, `${baseURL}/account/verifyEmail?code=`);

  // What a scanner does: fetch the link (and what it loads) with no cookies, and a HEAD too.
  const scanner = await playwright.request.newContext({ extraHTTPHeaders: { Accept: 'text/html' } });
  const fetched = await scanner.get(link);
  expect(fetched.status()).toBe(200);
  expect(await fetched.text()).toContain('<div id="root">');
  expect((await scanner.head(link)).status()).toBeLessThan(400);
  await scanner.dispose();
  const scannerBrowser = await page.context().browser()!.newContext();
  const scannerPage = await scannerBrowser.newPage();
  await scannerPage.goto(link);
  await expect(scannerPage.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await scannerBrowser.close();

  const lists = await request.get(`/api/account/myProduct?clientId=${customer.id}`, { headers: { Authorization: `Bearer ${customer.token}` } });
  expect((await lists.json()).emailVerified).toBe(false);
  // The owner's click still works: the link was not used up.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();
  const after = await request.get(`/api/account/myProduct?clientId=${customer.id}`, { headers: { Authorization: `Bearer ${customer.token}` } });
  expect((await after.json()).emailVerified).toBe(true);
  expect(await capturedMails(customer.email)).toHaveLength(1);
});
