import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** A documentation-range address (TEST-NET-3) of its own for each test's visitor. */
const visitorAddress = () => `203.0.113.${randomInt(1, 255)}, 198.51.100.${randomInt(1, 255)}`.split(', ')[randomInt(0, 2)];

/**
 * Each test is a different visitor: its own client address (the site trusts the
 * loopback proxy, see global-setup.ts), so rate limits do not leak between tests.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `${visitorAddress()}` });
  },
});

let counter = 0;
/** A unique address for a new customer. */
export function newEmail(label = 'customer'): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export const defaultPassword = 'Correct-Horse-42';

/** Registers a customer through the Register screen; ends on Account Home. */
export async function registerThroughUi(page: Page, email: string, password = defaultPassword): Promise<void> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: /First Name/ }).fill('Asha');
  await page.getByRole('textbox', { name: /Last Name/ }).fill('Verma');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('textbox', { name: /Phone/ }).fill('+91 98450 12345');
  await page.getByRole('textbox', { name: /City/ }).fill('Pune');
  await page.getByRole('textbox', { name: /Company/ }).fill('Verma Traders');
  await page.getByRole('combobox', { name: /Job title/i }).selectOption({ label: 'Director' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
}

/** Signs in through the Login screen. */
export async function signInThroughUi(page: Page, email: string, password = defaultPassword, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByRole('textbox', { name: /Username/ }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
