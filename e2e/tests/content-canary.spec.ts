import { expect, test } from '@playwright/test';
import { createEditor, signInToStudio } from '../support/content-editor.ts';
import { startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// An editor publishes a new Books headline to half of the visitors from the studio: each
// fresh visitor gets one of the two headlines and keeps it on every later page. A site of
// its own: the canary changes what pages it serves.

let site: ReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const CANARY_HEADLINE = 'Accounting that closes the books by itself';

test('a content canary at 50 % shows each fresh visitor one version and keeps them on it', async ({ browser }) => {
  test.setTimeout(150_000);
  const account = await createEditor(site, 'canary.editor');

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInToStudio(editor, site, account);
  const hero = editor.getByRole('form', { name: 'Home page headline' });
  const liveHeadline = await hero.getByLabel('Headline').inputValue();
  await hero.getByLabel('Headline').fill(CANARY_HEADLINE);
  await expect(hero.getByText(/^Draft saved automatically/)).toBeVisible();
  const books = editor.getByRole('region', { name: 'Books' });
  const canaryForm = books.getByRole('form', { name: 'Books for a share of visitors first' });
  await expect(canaryForm.getByLabel('Share of visitors (%)')).toHaveValue('50');
  await canaryForm.getByRole('button', { name: 'Publish Books drafts to this share' }).click();
  await expect(books.getByText(/^Published home-hero as c-[0-9a-f]{20} to 50 % of visitors; the others see the live content\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(books.getByText(/^50 % of visitors see c-[0-9a-f]{20} since/)).toBeVisible();
  await editorContext.close();

  // Fresh visitors, each a browser of its own, until both sides are seen (one in 2^-19 never).
  const sides = new Set<string>();
  for (let visitor = 0; visitor < 20 && sides.size < 2; visitor += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/books`);
    const h1 = page.getByRole('heading', { level: 1 });
    const seen = (await h1.textContent())?.trim() ?? '';
    expect([CANARY_HEADLINE, liveHeadline]).toContain(seen);
    sides.add(seen);
    // The same visitor keeps their side: on a reload, and after a client-side navigation away and back.
    await page.reload();
    await expect(h1).toHaveText(seen);
    await page.locator('main a[href="/books/pricing"]').first().click();
    await expect(page).toHaveURL(/\/books\/pricing$/);
    await page.goBack();
    await expect(h1).toHaveText(seen);
    await context.close();
  }
  expect([...sides].sort()).toEqual([CANARY_HEADLINE, liveHeadline].sort());
});
