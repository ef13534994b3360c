// The Privacy Policy and Terms of Service are linked from the footer of
// every page and from the one-line notice under the registration, enquiry and webinar forms.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';

async function expectLegalLinks(scope: ReturnType<Page['locator']>) {
  await expect(scope.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(scope.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
}

test('the footer links both legal pages, and they open with their sections', async ({ page }) => {
  await page.goto('/');
  // The route change focuses the new heading once the app runs.
  await expectHydrated(page);
  const footer = page.getByRole('contentinfo');
  await expectLegalLinks(footer);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Measurement of page performance' })).toBeVisible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('a notice under the registration, enquiry and webinar forms links both legal pages', async ({ page }) => {
  await page.goto('/register');
  await expectLegalLinks(page.getByRole('main').locator('p', { hasText: 'By registering you agree to our' }));

  await page.goto('/contact');
  await expectLegalLinks(page.getByRole('main').locator('p', { hasText: 'We use your details only to answer your enquiry' }));

  await page.goto('/events');
  await page.getByRole('main').getByRole('link', { name: /Register/ }).first().click();
  await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
  await expectLegalLinks(page.getByRole('main').locator('p', { hasText: 'By registering for this webinar you agree to our' }));
});
