// How the site looks, at a phone's and a desktop's width. Each
// screenshot is attached to the test's output and written to
// test-results/screenshots/<page>-<width>.png for people to look at. Axe runs here only on
// Account Home, the profile and the security pages, which site-pages.spec.ts (axe on every public page at
// both widths) cannot reach signed out.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerThroughApi } from '../support/customers.ts';
import { expect, signInThroughUi, test } from '../support/fixtures.ts';
import { viewports } from '../support/site-pages.ts';

const pages = [
  { name: 'home', path: '/' },
  { name: 'books', path: '/books' },
  { name: 'crm', path: '/crm' },
  { name: 'crm-pricing', path: '/crm/pricing' },
  { name: 'register', path: '/register' },
  { name: 'account-home', path: '/account/home', signedIn: true },
  { name: 'profile', path: '/account/profile', signedIn: true },
  { name: 'security', path: '/account/security', signedIn: true },
  { name: 'undo-email-change', path: '/account/undoEmailChange?code=Jx3kQ9vT2mW8rLp5sN7bY4cH6dF1gA0eZuKoXiVqRtM' },
] as const;

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold load as they come into view: scroll through the page once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

for (const viewport of viewports) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path: pagePath, ...options } of pages) {
      test(`${pagePath}`, async ({ page, request }, testInfo) => {
        if ('signedIn' in options) {
          const customer = await registerThroughApi(request, { email: `a.very.long.mailbox.name.for.testing-${Date.now()}@subsidiary.example.com` });
          await signInThroughUi(page, customer.email, customer.password, `/login?returnUrl=${encodeURIComponent(pagePath)}`);
          await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
        } else {
          await page.goto(pagePath);
        }
        await settle(page);
        // The Inter web font is what the page is set in, not a fallback.
        expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

        const screenshotDir = path.join(testInfo.project.outputDir, 'screenshots');
        const file = path.join(screenshotDir, `${name}-${viewport.width}.png`);
        await mkdir(screenshotDir, { recursive: true });
        const image = await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${viewport.width}`, { body: image, contentType: 'image/png' });
        // The first screen alone too: what a visitor sees before scrolling.
        await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport.width}-first-screen.png`) });

        if ('signedIn' in options) {
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
          const serious = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
          expect(serious, `${pagePath} at ${viewport.width} px`).toEqual([]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${pagePath} overflows`).toBeLessThanOrEqual(0);
      });
    }
  });
}
