import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';
import { servedPages, type ServedPage } from '../support/served-pages.ts';

// Prerendered pages in Chromium, as the site `pnpm start` serves them (global-setup.ts):
// read with JavaScript off, every link of the header and footer a plain link;
// with JavaScript, each page hydrates (React takes over the server's HTML) without a
// hydration warning or error, and stays interactive.
test.describe.configure({ mode: 'serial' });

const baseUrl = () => process.env.E2E_BASE_URL!;
let pages: ServedPage[];
test.beforeAll(async () => {
  pages = await servedPages(baseUrl());
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every page shows its heading and content, styled', async ({ page }) => {
    // Every page of the sitemap in turn: some 40 loads, 1 s each on a busy 2-core host.
    test.setTimeout(90_000);
    for (const { path } of pages) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('main'), path).toContainText(/\w{4,}/);
      // The server's styles are in the page: the header is the site's, not a bare list.
      expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header.parentElement!).position), path).toBe('sticky');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('the header and footer links go to their pages', async ({ page }) => {
    const follow = async (from: string, region: 'banner' | 'contentinfo', name: string, heading: RegExp) => {
      await page.goto(`${baseUrl()}${from}`);
      await page.getByRole(region).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading }), `${region} ${name}`).toBeVisible();
    };
    await follow('/books', 'banner', 'Support', /^Support$/);
    await follow('/support', 'banner', 'Contact Sales', /^Contact Sales$/);
    await follow('/contact', 'banner', 'Register', /^Registration$/);
    await follow('/register', 'banner', 'Login', /^Login$/);
    await follow('/login', 'banner', 'WTM home', /^WTM Business Management Software$/);
    // The Products menu cannot open without its script: its links show in the header instead,
    // with nothing to press first (Safari focuses no button on a click).
    await page.goto(`${baseUrl()}/support`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Products' })).toBeHidden();
    await follow('/support', 'banner', 'Account Books and Inventory', /^WTM Account Books and Inventory$/);
    await expect(page).toHaveURL(`${baseUrl()}/books`);
    await follow('/books', 'banner', 'Sales CRM', /^WTM Salesgrow CRM$/);
    await expect(page).toHaveURL(`${baseUrl()}/crm`);
    await follow('/crm', 'contentinfo', 'Contact sales', /^Contact Sales$/);
    await follow('/contact', 'contentinfo', 'Support', /^Support$/);
    await follow('/support', 'contentinfo', 'Login', /^Login$/);
    await follow('/login', 'contentinfo', 'Register', /^Registration$/);
  });

  test('forms say they need JavaScript, and Contact shows how to reach sales as text', async ({ page }) => {
    for (const [path, form] of [['/register', 'Registration'], ['/login', 'Login'], ['/contact', 'Sales Enquiry']] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByText(/^This form needs JavaScript\./), path).toBeVisible();
      await expect(page.getByRole('form', { name: form }).getByRole('textbox').first(), path).toBeDisabled();
    }
    // The enquiry pages show the sales contacts beside the form; the others point to Contact.
    await expect(page.getByText(/our numbers and address are on this page\.$/)).toBeVisible();
    await page.goto(`${baseUrl()}/login`);
    await expect(page.getByText(/our numbers and address are on the Contact page\.$/)).toBeVisible();
    await page.goto(`${baseUrl()}/contact`);
    await expect(page.getByRole('main')).toContainText(/\+91[\d\s-]{8,}/);
    await expect(page.getByRole('main')).toContainText(/[\w.-]+@[\w.-]+\.\w+/);
  });

  test('a page the browser renders says it needs JavaScript between the site’s header and footer, with links to Home and Contact Sales', async ({ page }) => {
    for (const path of ['/login/forgetPassword', '/account/home', '/logout']) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByRole('main').getByText(/needs JavaScript\. Please turn it on/), path).toBeVisible();
      await expect(page.getByText(/needs JavaScript\. Please turn it on/), `${path}: one notice`).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'the home page' }), path).toHaveAttribute('href', '/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Account Books and Inventory' }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText('Useful Links');
    }
    await page.getByRole('main').getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Sales' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/\+91[\d\s-]{8,}/);
  });

  test('what a control would switch to is there to read, and the controls that need a script are not shown', async ({ page }) => {
    await page.goto(`${baseUrl()}/crm`);
    const slides = page.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBeGreaterThan(3);
    for (const slide of await slides.all()) await expect(slide).toBeVisible();
    await expect(page.getByText('Rahul Mehta')).toBeVisible();
    await expect(page.locator('[aria-roledescription="carousel"] button').first()).toBeHidden();
    await expect(page.getByText('Back to top')).toBeHidden();

    await page.goto(`${baseUrl()}/books/pricing`);
    const panels = page.locator('[role="tabpanel"]');
    expect(await panels.count()).toBeGreaterThanOrEqual(2);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(panels.filter({ hasText: '₹' }).first()).toBeVisible();
    await expect(panels.filter({ hasText: '$' }).first()).toBeVisible();
    await expect(page.locator('[role="tablist"]')).toBeHidden();
  });

  test('on a phone the header shows its links without the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl()}/books`);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    // The brand keeps the bar's height above the links, as it has beside the Menu button.
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(brand!.y).toBeGreaterThanOrEqual(8);
    await page.getByRole('banner').getByRole('link', { name: 'Support', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });
});

/** Console errors and warnings, and uncaught errors, while `page` is open. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}


test.describe('with JavaScript', () => {
  test('every page hydrates with the release it was rendered with, without a warning or error', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    for (const { path, rendered } of pages) {
      const scripts: string[] = [];
      const onResponse = (response: { url(): string }) => scripts.push(new URL(response.url()).pathname);
      page.on('response', onResponse);
      await page.goto(`${baseUrl()}${path}`);
      await expectHydrated(page, path);
      page.off('response', onResponse);
      expect(problems, path).toEqual([]);
      // The server's markup was kept, not replaced by a client render.
      expect(await page.evaluate(() => document.querySelectorAll('#root [data-page-loading]').length), path).toBe(0);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      const owner = rendered!.owner;
      if (owner !== 'shell') {
        const version = rendered!.remotes[owner]!.version;
        expect(scripts.some((file) => file.startsWith(`/remotes/${owner}/${version}/`)), `${path} loads ${owner} ${version}`).toBe(true);
      }
    }
  });

  test('a signed-in visitor gets the prerendered page hydrated, then the header greets them', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      localStorage.setItem('currentUser', JSON.stringify({ success: true, token: 'prerender-e2e', systemMessage: 'ok', id: 7, email: 'asha@example.com' }));
    });
    await page.goto(`${baseUrl()}/books`);
    await expectHydrated(page, '/books');
    await expect(page.getByRole('button', { name: 'Welcome asha@example.com' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("after a move to another page the head no longer describes the first one (a share sheet takes its canonical URL)", async ({ page }) => {
    await page.goto(`${baseUrl()}/`);
    await expectHydrated(page, '/');
    const described = () =>
      page.evaluate(() => ({
        canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => new URL(link.getAttribute('href')!).pathname),
        ogUrl: [...document.head.querySelectorAll('meta[property="og:url"]')].map((meta) => new URL(meta.getAttribute('content')!).pathname),
        structuredData: document.head.querySelectorAll('script[type="application/ld+json"]').length,
      }));
    expect(await described()).toEqual({ canonical: ['/'], ogUrl: ['/'], structuredData: 1 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const after = await described();
    expect(after.canonical.filter((path) => path !== '/support')).toEqual([]);
    expect(after.ogUrl.filter((path) => path !== '/support')).toEqual([]);
    expect(after.structuredData).toBe(0);
  });

  test('hydrated pages stay interactive: menus, currency tabs, carousels, forms', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${baseUrl()}/books/pricing`);
    await expectHydrated(page, '/books/pricing');
    await page.getByRole('tab', { name: 'USD' }).click();
    await expect(page.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('$20');

    await page.goto(`${baseUrl()}/crm/pricing`);
    await expectHydrated(page, '/crm/pricing');
    await page.getByRole('tab', { name: 'USD' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('$15');

    await page.goto(`${baseUrl()}/books`);
    await expectHydrated(page, '/books');
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    const current = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label');
    const first = await current();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).not.toBe(first);

    await page.getByRole('button', { name: 'Products' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sales CRM', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toBeVisible();

    await page.goto(`${baseUrl()}/login`);
    await expectHydrated(page, '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();

    await page.goto(`${baseUrl()}/contact`);
    await expectHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
