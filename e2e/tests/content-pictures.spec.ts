import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/page-scripts.ts';
import { createEditor, signInToStudio } from '../support/content-editor.ts';
import { startReleaseSite, type ReleaseSite } from '../support/release-site.ts';

// An editor uploads a picture for the Books home page's hero in the studio, describes it
// and publishes; a visitor's browser picks the AVIF file of the width it needs from the
// srcset. A site of its own: publishing changes pages.

let site: ReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const ALT = 'The Books dashboard showing this month’s GST return';

test('an uploaded picture is served to visitors as AVIF and WebP with srcset', async ({ browser }) => {
  test.setTimeout(120_000);
  const account = await createEditor(site, 'picture.editor');

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInToStudio(editor, site, account);
  // A 1600 × 1000 PNG drawn by the browser, as a designer's export would be.
  const png = await editor.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1600, height: 1000 });
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#0b5cad';
    draw.fillRect(0, 0, 1600, 1000);
    draw.fillStyle = '#f5a623';
    draw.beginPath();
    draw.arc(800, 500, 300, 0, 2 * Math.PI);
    draw.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  const hero = editor.getByRole('form', { name: 'Home page headline' });
  const picture = hero.getByRole('group', { name: 'Picture' });
  await picture.getByLabel('Upload a picture').setInputFiles({ name: 'dashboard.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await picture.getByLabel('Description for people who cannot see it').fill(ALT);
  await expect(hero.getByText(/^Draft saved automatically/)).toBeVisible();
  await expect(picture.getByRole('img', { name: ALT })).toBeVisible();
  for (const width of [360, 1280]) {
    await editor.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(editor), `${width} px`).toEqual([]);
  }
  const books = editor.getByRole('region', { name: 'Books' });
  await books.getByRole('button', { name: 'Publish Books', exact: true }).click();
  await expect(books.getByText(/^Published home-hero as c-[0-9a-f]{20}: visitors see it from their next page\.$/)).toBeVisible({ timeout: 60_000 });
  await editorContext.close();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  await page.goto(`${site.baseUrl}/books`);
  const image = page.getByRole('img', { name: ALT });
  await expect(image).toBeVisible();
  // Chromium takes the AVIF source, at a stored width of at least the 560 CSS px it is drawn at.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/content\/pictures\/p-[0-9a-f]{20}\/(640|960|1280|1600)\.avif$/);
  const sources = await page.locator('.hero-picture picture source[type]').evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('type'), node.getAttribute('srcset')]));
  expect(sources).toEqual([['image/avif', expect.stringMatching(/^\/content\/pictures\/p-[0-9a-f]{20}\/320\.avif 320w, .+ 1600w$/)]]);
  const webp = await page.request.get(chosen.replace(/\.avif$/, '.webp'));
  expect([webp.status(), webp.headers()['content-type'], webp.headers()['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
  await visitor.close();

  // A phone shows the words first and no picture: it downloads none either.
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phonePage = await phone.newPage();
  const pictures: string[] = [];
  phonePage.on('request', (request) => {
    if (request.url().includes('/content/pictures/')) pictures.push(request.url());
  });
  await phonePage.goto(`${site.baseUrl}/books`, { waitUntil: 'load' });
  await expect(phonePage.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pictures).toEqual([]);
  await phone.close();
});
