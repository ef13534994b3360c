import { expect, test } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';

test('a remote that cannot load breaks only its own section, and Retry recovers it', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/books/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/books');
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failure.getByRole('heading', { name: 'The Accounting pages could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'WTM home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Useful Links' })).toBeVisible();

  // Other sections keep working while Books is down.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'WTM home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Business Management Software' })).toBeVisible();

  await page.goto('/books');
  await expect(failure).toBeVisible();
  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory' })).toBeVisible();
});

test('a broken remote bundle is contained the same way', async ({ page }) => {
  await page.route('**/remotes/crm/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("corrupt bundle")' }),
  );
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'The CRM pages could not be loaded' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Business Management Software' })).toBeVisible();
});

test('a remote answering 404 is contained', async ({ page }) => {
  await page.route('**/remotes/account/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'The Account pages could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Support' })).toBeVisible();
});

test('a shell page whose files cannot load says so in the page area, and Retry loads it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Business Management Software' })).toBeVisible();
  // The page is prerendered: the shell's own scripts load after its first paint.
  await expectHydrated(page);
  // Contact's code loads on demand (app/router.tsx): from now on the shell's files fail.
  let blocked = true;
  await page.route(/\/[\w.-]+\.js$/, (route) => (blocked && !route.request().url().includes('/remotes/') ? route.abort('connectionrefused') : route.continue()));

  await page.getByRole('banner').getByRole('link', { name: 'Contact Sales' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failure.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'WTM home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Useful Links' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shell-page-failure.png') });

  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Sales' })).toBeVisible();
});
