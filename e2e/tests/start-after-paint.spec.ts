import { expect, test, type Page } from '@playwright/test';

// A prerendered page paints before any of its scripts runs, on a first visit and on a
// repeat visit whose scripts are cached (docs/decisions/0039), and a tap on a button
// before the page has hydrated is not lost.

const pages = ['/', '/books', '/crm/pricing', '/login'];

/**
 * Records, in the page, when the shell's first script ran: its webpack runtime is the
 * first code of the site to run and its first act is to create the chunk list
 * (`self.webpackChunkwtm_shell`), which this setter sees.
 */
async function markFirstScript(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let chunks: unknown;
    Object.defineProperty(window, 'webpackChunkwtm_shell', {
      configurable: true,
      get: () => chunks,
      set: (value) => {
        (window as { firstScriptAt?: number }).firstScriptAt ??= performance.now();
        chunks = value;
      },
    });
  });
}

interface StartOrder {
  firstPaint: number;
  firstScript: number;
  /** Script files requested before the first paint (the after-paint script aside). */
  scriptsBeforePaint: string[];
}

async function startOrder(page: Page): Promise<StartOrder> {
  await expect.poll(() => page.evaluate(() => (window as { firstScriptAt?: number }).firstScriptAt ?? 0), { message: 'the scripts ran' }).toBeGreaterThan(0);
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
    const scriptsBeforePaint = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && !/\/after-paint\.[^/]*\.js$/.test(entry.name) && entry.startTime < firstPaint)
      .map((entry) => new URL(entry.name).pathname);
    return { firstPaint, firstScript: (window as { firstScriptAt?: number }).firstScriptAt!, scriptsBeforePaint };
  });
}

test('no script of the site runs, nor is fetched, before a prerendered page has painted, first visit or cached', async ({ page }) => {
  await markFirstScript(page);
  for (const path of pages) {
    for (const visit of ['first visit', 'repeat visit']) {
      await page.goto(path);
      const order = await startOrder(page);
      expect(order.firstPaint, `${path} ${visit}: painted`).toBeGreaterThan(0);
      expect(order.firstScript, `${path} ${visit}: first script after the first paint`).toBeGreaterThan(order.firstPaint);
      expect(order.scriptsBeforePaint, `${path} ${visit}`).toEqual([]);
    }
  }
});

/** Holds the shell's entry script until `release` is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on a button before the page has hydrated does what it says once it has', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/books/pricing', { waitUntil: 'commit' });
  // The after-paint script has run (the page has painted and its preloads are asked for).
  await page.waitForFunction(() => document.querySelector('head link[rel="preload"][as="script"]') !== null);
  const usd = page.getByRole('tab', { name: 'USD' });
  await usd.click();
  const products = page.getByRole('button', { name: 'Products' });
  await products.click();
  release();
  await expect(usd).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('$20');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sales CRM', exact: true })).toBeVisible();
});
