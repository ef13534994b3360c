import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The text of every script the page loads from now on: which code a visit downloaded. */
export function recordScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

/** Whether any script recorded holds `marker` (a text only one chunk has). */
export async function scriptsInclude(scripts: Promise<string>[], marker: string): Promise<boolean> {
  return (await Promise.all(scripts)).some((text) => text.includes(marker));
}

/** The ids of the page's serious and critical axe violations, by the tags every page test uses. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}
