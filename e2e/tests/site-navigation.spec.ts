import { registerThroughApi } from '../support/customers.ts';
import { expect, newEmail, signInThroughUi, test } from '../support/fixtures.ts';

// Moving around the site as a visitor does: where a new page opens, the phone menu from
// the keyboard, and a header that fits a phone whatever the customer's address.

test('a link to another page opens it at its top, in the shell and in a section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/books');
  const pricing = page.getByRole('link', { name: 'See trial & pricing' });
  await pricing.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await pricing.click();
  await expect(page).toHaveURL(/\/books\/pricing$/);
  // The new page's own heading: the router shows the old page until the new one has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Trial & Pricing' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the phone menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Products' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Support', exact: true })).toBeHidden();
});

test('a long email address keeps the header and its user menu within a 360 px screen', async ({ page, request }) => {
  // No hyphen in the first 40 characters: a hyphen is a place to break the line.
  const unique = newEmail('').split('@')[0]!.replace(/\D/g, '');
  const email = `priyanka.subramaniam.accounts${unique}@kaveriagroexports.example.com`;
  await registerThroughApi(request, { email });
  await page.setViewportSize({ width: 360, height: 780 });
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/account\/home$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  const welcome = page.getByRole('button', { name: `Welcome ${email}` });
  await welcome.click();
  await expect(page.getByText(`User ID: ${email}`)).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  const box = await welcome.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
