import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page's h1 (it keeps its fiber on the element).
 * A prerendered page shows its heading before any script has run: a test that goes on
 * to what the scripts do (telemetry, remotes loaded, a canary's errors) waits for this.
 */
export async function expectHydrated(page: Page, label = page.url()): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))), { message: `${label} hydrates` })
    .toBe(true);
}
