import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readDocument } from '../support/document-reader.ts';
import { expectHydrated } from '../support/hydration.ts';
import { homeHeading, sitePages, viewports } from '../support/site-pages.ts';

// Every route (and every page other pages link to), visited once: it renders its own page
// (one <h1>, the URL it was asked for, no section failure, no bounce to Home), keeps the
// title the server sent and one meta description once its scripts run, and, at a phone's
// width and then a desktop's, has no serious or critical axe violation and does not scroll
// sideways. (prerender-pages.spec.ts holds the served titles unique.) (site-screenshots.spec.ts loads the main pages afresh at each width.)

async function expectAccessibleAt(page: Page, path: string, viewport: (typeof viewports)[number]): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${path} at ${viewport.width} px`).toEqual([]);
  // A page that works at this width does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} overflows at ${viewport.width} px`).toBeLessThanOrEqual(0);
}

for (const sitePage of sitePages) {
  test(`${sitePage.path} renders its own heading and passes axe at every width`, async ({ page }) => {
    await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
    const response = await page.goto(sitePage.path);
    const servedTitle = readDocument(await response!.text()).find('title')[0]?.text;
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    if (sitePage.heading) await expect(heading).toHaveText(sitePage.heading);
    else await expect(heading).not.toHaveText(homeHeading);
    await expect(heading).not.toHaveText('');
    expect(new URL(page.url()).pathname).toBe(new URL(sitePage.path, page.url()).pathname);
    // What the page's scripts do is judged once they run (the heading is prerendered).
    await expectHydrated(page, sitePage.path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/pages could not be loaded/)).toHaveCount(0);
    expect(servedTitle, `${sitePage.path} is served with a title`).toBeTruthy();
    expect(await page.title(), `${sitePage.path} keeps its title`).toBe(servedTitle);
    const description = page.locator('meta[name="description"]');
    await expect(description, `${sitePage.path} has one meta description`).toHaveCount(1);
    expect((await description.getAttribute('content'))?.length ?? 0, `${sitePage.path} meta description`).toBeGreaterThan(40);
    for (const viewport of viewports) await expectAccessibleAt(page, sitePage.path, viewport);
  });
}
