import { expect, test } from '@playwright/test';
import { sitePages } from '../support/site-pages.ts';

test('robots.txt lets crawlers in, keeps them off the account pages and the API, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt', { headers: { host: 'evil.example' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/account\/$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).not.toContain('evil.example');
});

test('sitemap.xml lists every public page with an absolute URL from PUBLIC_URL', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = sitePages.filter((sitePage) => sitePage.public).map((sitePage) => `${baseURL}${sitePage.path}`);
  expect(locations.sort()).toEqual(expected.sort());
  for (const location of locations) {
    const page = await request.get(location!, { headers: { accept: 'text/html' } });
    expect(page.status(), location).toBe(200);
  }
});
