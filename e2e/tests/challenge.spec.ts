import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerThroughApi } from '../support/customers.ts';
import { expect, signInThroughUi, test } from '../support/fixtures.ts';
import { startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// The proof-of-work challenge (decision 0026) with the real ALTCHA widget in
// Chromium, under the site's own CSP: no blob: worker, no eval, scripts from 'self'.

/** Console errors and CSP violations of the page, to assert none happened. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoSeriousA11yViolation(page: Page, include: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('after five wrong passwords the login form shows the verification, it solves, and the right password signs in', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const customer = await registerThroughApi(request);
  await signInThroughUi(page, customer.email, 'wrong password 1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid email or password');
  const form = page.getByRole('form', { name: 'Login' });
  const verification = form.getByRole('group', { name: 'Verification' });
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await expect(verification).toHaveCount(0);
    await form.locator('input[name="password"]').fill(`wrong password ${attempt}`);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  }

  // The fifth failure's answer asks for a challenge: the widget appears and solves it.
  await expect(verification).toBeVisible();
  const started = Date.now();
  // The widget's own checkbox, labelled by its state ("I'm not a robot", "Verifying...", "Verified").
  const robot = verification.getByRole('checkbox');
  await expect(robot).toBeChecked({ timeout: 20_000 });
  await expect(robot).toHaveAccessibleName('Verified');
  test.info().annotations.push({ type: 'solve time', description: `${Date.now() - started} ms (default difficulty)` });
  await expectNoSeriousA11yViolation(page, 'form');
  // Usable by keyboard: Tab from the password field reaches the widget's checkbox.
  await form.locator('input[name="password"]').focus();
  for (let presses = 0; presses < 6 && !(await robot.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(robot).toBeFocused();

  await form.locator('input[name="password"]').fill(customer.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  expect(errors).toEqual([]);
});

test.describe('the enquiry form while the site-wide rate is high', () => {
  let site: ReleaseSite;

  test.beforeAll(async () => {
    // A site of its own: its flood must not put the other tests' enquiries behind a challenge.
    site = await startReleaseSite({ env: { TRUST_PROXY: 'loopback' } });
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test('shows the verification, keeps every value, and then the enquiry is accepted', async ({ page }) => {
    const errors = watchForErrors(page);
    // 30 enquiries from 30 addresses in a few seconds: the threshold of 30 in 10 minutes.
    await page.goto(`${site.baseUrl}/contact`);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    for (let count = 0; count < 30; count += 1) {
      const response = await page.request.post(`${site.baseUrl}/api/register/salesEnquiry`, {
        headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': `198.18.0.${count + 1}` },
        data: { firstName: `Flood ${count}`, enquiryFor: 'WTM Service CRM', email: `flood.${count}@example.com`, phoneNo: '+91 98450 12345' },
      });
      expect(await response.json()).toMatchObject({ success: true });
    }

    const form = page.getByRole('form', { name: 'Sales Enquiry' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Kavya Menon');
    await form.getByRole('combobox', { name: 'Product' }).selectOption('WTM Salesgrow CRM');
    await form.getByRole('textbox', { name: 'Email' }).fill('kavya.menon@example.com');
    await form.getByRole('textbox', { name: 'Phone/Mobile number' }).fill('+91 98450 12345');
    await form.getByRole('textbox', { name: 'Description' }).fill('Twenty seats for our sales team.');
    await form.getByRole('button', { name: 'Enquire Now' }).click();

    await expect(form.getByRole('alert')).toContainText('We are receiving a lot of enquiries just now.');
    const verification = form.getByRole('group', { name: 'Verification' });
    await expect(verification.getByRole('checkbox')).toBeChecked({ timeout: 20_000 });
    await expect(verification.getByRole('checkbox')).toHaveAccessibleName('Verified');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Kavya Menon');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Twenty seats for our sales team.');
    await expectNoSeriousA11yViolation(page, 'form');

    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Your message has been sent. Thank you!' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(verification).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
