import { expect, test } from '@playwright/test';
import { installReactProbe, reactRenderers, styledSheets } from '../support/federation-probe.ts';
import { expectHydrated } from '../support/hydration.ts';

test('home renders its title, heading and the two product link columns', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WTM Business Management Software');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /CRM.*accounting.*ERP/is);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /business management/i);

  const accounting = page.getByRole('region', { name: 'Accounting, Finance and Inventory' });
  for (const item of ['Accounts', 'Inventory', 'Shop', 'Warehouse', 'Supply Chain']) {
    await expect(accounting.getByRole('link', { name: item, exact: true })).toHaveAttribute('href', '/books');
  }
  const sales = page.getByRole('region', { name: 'Sales and Service' });
  await expect(sales.getByRole('link', { name: 'Sales and Service' })).toHaveAttribute('href', '/crm');
  await expect(sales.getByRole('link', { name: 'Sales CRM' })).toHaveAttribute('href', '/crm');
  await expect(sales.getByRole('link', { name: 'Service CRM' })).toHaveAttribute('href', '/crm#service-crm');
});

test('the plain /crm heading link loads a full page, the item links route in the app', async ({ page }) => {
  await page.goto('/');
  // Item links route in the app once it runs (before, every link is a plain one).
  await expectHydrated(page);
  await page.evaluate(() => Object.assign(window, { pageMarker: 'still-here' }));
  await page.getByRole('region', { name: 'Sales and Service' }).getByRole('link', { name: 'Sales CRM' }).click();
  await expect(page).toHaveURL(/\/crm$/);
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('still-here');

  await page.goto('/');
  await expectHydrated(page);
  await page.evaluate(() => Object.assign(window, { pageMarker: 'still-here' }));
  await page.getByRole('region', { name: 'Sales and Service' }).getByRole('link', { name: 'Sales and Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBeUndefined();
});

test('each remote renders its own section, composed at runtime', async ({ page }) => {
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account Books' }).getByRole('link', { name: 'Trial & Pricing' })).toBeVisible();

  await page.goto('/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('the shell learns where remotes live from /remotes.json at runtime', async ({ page, request }) => {
  const manifest = await (await request.get('/remotes.json')).json();
  expect(Object.keys(manifest.remotes).sort()).toEqual(['account', 'books', 'crm']);
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes')) remoteRequests.push(new URL(r.url()).pathname);
  });
  // The page's scripts start once it has painted (docs/decisions/0039): the network can
  // be quiet for a moment before the federation runtime reads the section's manifest.
  const manifestRead = page.waitForRequest((r) => r.url().endsWith('/mf-manifest.json'));
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory' })).toBeVisible();
  await manifestRead;
  await page.waitForLoadState('networkidle');
  // The prerendered page preloads and shows its release's files (the one /remotes.json
  // names); the shell reads /remotes.json for every section, and loads books from there.
  const booksFolder = new URL(manifest.remotes.books.entry, 'http://x').pathname.replace(/[^/]+$/, '');
  expect(remoteRequests).toContain('/remotes.json');
  expect(remoteRequests).toContain(new URL(manifest.remotes.books.entry, 'http://x').pathname);
  expect(remoteRequests.filter((file) => file.startsWith('/remotes/books/')).every((file) => file.startsWith(booksFolder))).toBe(true);
});

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home');
  await page.goto('/books/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});

test('pages from two remotes share one React and one styled-components', async ({ page }) => {
  await installReactProbe(page);
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Account Books and Inventory' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Products' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sales CRM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toBeVisible();

  expect(await reactRenderers(page)).toEqual([expect.stringMatching(/^19\./)]);
  expect(await styledSheets(page)).toBe(1);
});
