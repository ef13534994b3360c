import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { registerThroughApi, uniqueCompany } from '../support/customers.ts';
import { expect, signInThroughUi, test } from '../support/fixtures.ts';

const products = [
  { code: 'ACCOUNT', name: 'WTM Account Books and Inventory', slug: 'account' },
  { code: 'CRM', name: 'WTM Salesgrow CRM', slug: 'crm' },
  { code: 'SERVICE', name: 'WTM Service CRM', slug: 'service' },
] as const;

const owned = (page: Page) => page.getByRole('region', { name: 'Access your products' });
const others = (page: Page) => page.getByRole('region', { name: 'Access other products' });

/** Holds the next call to `path` until release() is called, so a short-lived state can be seen. */
async function hold(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}*`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release: () => release(), done: () => page.unroute(`**${path}*`) };
}

async function expectLandingPage(page: Page, name: string, slug: string, workspace: string) {
  await expect(page).toHaveURL(new RegExp(`/products/${slug}/open\\?handoff=`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`You are signed in to ${name} — workspace ${workspace}`)).toBeVisible();
  // The page names the site's icon, and the icon is there (else the browser logs a 404).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const iconAnswer = await page.request.get(new URL(icon!, page.url()).href);
  expect(iconAnswer.status()).toBe(200);
  expect(iconAnswer.headers()['content-type']).toBe('image/svg+xml');
}

async function signedInAtHome(page: Page, request: import('@playwright/test').APIRequestContext, label: string) {
  const { company, slug } = uniqueCompany(label);
  const customer = await registerThroughApi(request, { company });
  await signInThroughUi(page, customer.email, customer.password, '/login?returnUrl=%2Faccount%2Fhome');
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(others(page)).toBeVisible();
  return { customer, slug };
}

test('a signed-out visitor goes to login and comes back to account home', async ({ page, request }) => {
  const customer = await registerThroughApi(request);
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fhome$/);
  await page.getByRole('textbox', { name: /Username/ }).fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page).toHaveTitle('My Account | WTM');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(owned(page)).toContainText('You have not started any product yet.');
  for (const product of products) await expect(others(page).getByRole('button', { name: product.name })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Download Desktop (Windows) App' })).toHaveAttribute('href', '/account/downloadExe');
});

test('start a product: progress panel, its page, then it is in use and opens again', async ({ page, request }) => {
  const { slug } = await signedInAtHome(page, request, 'Acme Traders');
  const workspace = `${slug}-crm`;

  const confirm = await hold(page, '/api/account/confirmAssignProduct');
  await others(page).getByRole('button', { name: 'WTM Salesgrow CRM' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please wait your account is being created...' })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Please wait while we setup your product...' });
  await expect(bar).toHaveAttribute('aria-valuenow', '80');
  confirm.release();
  await expectLandingPage(page, 'WTM Salesgrow CRM', 'crm', workspace);
  await confirm.done();

  await page.getByRole('link', { name: 'Back to My Account' }).first().click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(owned(page).getByRole('button', { name: 'WTM Salesgrow CRM' })).toBeVisible();
  await expect(others(page).getByRole('button', { name: 'WTM Salesgrow CRM' })).toHaveCount(0);

  const check = await hold(page, '/api/account/checkProductClient');
  await owned(page).getByRole('button', { name: 'WTM Salesgrow CRM' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please wait while we redirect you to product page...' })).toBeVisible();
  await expect(others(page).getByRole('button', { name: 'WTM Service CRM' })).toBeDisabled();
  check.release();
  await expectLandingPage(page, 'WTM Salesgrow CRM', 'crm', workspace);

  // The link was used: opening it again (a reload) says so and leads back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This sign-in link has already been used' })).toBeVisible();
});

test('a customer can start all three products and open each again', async ({ page, request }) => {
  const { slug } = await signedInAtHome(page, request, 'Three Products');
  for (const product of products) {
    await others(page).getByRole('button', { name: product.name }).click();
    await expectLandingPage(page, product.name, product.slug, `${slug}-${product.slug}`);
    await page.goto('/account/home');
    await expect(owned(page).getByRole('button', { name: product.name })).toBeVisible();
  }
  await expect(others(page)).toContainText('You already use every product we offer.');
  for (const product of products) {
    await owned(page).getByRole('button', { name: product.name }).click();
    await expectLandingPage(page, product.name, product.slug, `${slug}-${product.slug}`);
    await page.goBack();
    await expect(owned(page).getByRole('button', { name: product.name })).toBeEnabled();
  }
});

test('nobody can read or change another customer’s products', async ({ request }) => {
  const first = await registerThroughApi(request);
  const second = await registerThroughApi(request);
  const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  const started = await request.get(`/api/account/confirmAssignProduct?clientId=${first.id}&productCode=CRM&planCode=SCEN`, as(first.token));
  expect((await started.json()).success).toBe(true);

  for (const path of [
    `/api/account/myProduct?clientId=${first.id}`,
    `/api/account/checkProductClient?clientId=${first.id}&productCode=CRM&parentProductCode=CRM`,
    `/api/account/confirmAssignProduct?clientId=${first.id}&productCode=SERVICE&planCode=SSEN`,
  ]) {
    const response = await request.get(path, as(second.token));
    expect(response.status(), path).toBe(403);
    expect(await response.text()).not.toContain('handoff');
    expect((await request.get(path)).status(), `${path} without a token`).toBe(401);
  }
  const lists = await (await request.get(`/api/account/myProduct?clientId=${first.id}`, as(first.token))).json();
  expect(lists.productList.map((item: { productCode: string }) => item.productCode)).toEqual(['CRM']);
  const theirs = await (await request.get(`/api/account/myProduct?clientId=${second.id}`, as(second.token))).json();
  expect(theirs.productList).toEqual([]);
});

test('the desktop app link loads a clear page while no installer is configured', async ({ page, request }) => {
  await signedInAtHome(page, request, 'Download Check');
  await page.getByRole('link', { name: 'Download Desktop (Windows) App' }).click();
  await expect(page).toHaveURL(/\/account\/downloadExe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Windows desktop app is not available for download yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`account home and the product page pass axe and fit ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInAtHome(page, request, `Axe ${width}`);
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, label).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${label} overflows`).toBeLessThanOrEqual(0);
    };
    await check('account home');
    await others(page).getByRole('button', { name: 'WTM Service CRM' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'WTM Service CRM' })).toBeVisible();
    await check('product page');
  });
}
