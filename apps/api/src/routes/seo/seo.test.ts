import { pagePaths, productEvents, upcomingEvents } from '@wtm/contract/data';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { sitemapXml } from './index.ts';
import { publicPages } from './public-pages.ts';

describe(`robots.txt and sitemap.xml (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { publicUrl: 'https://portal.wtm.example' } });
  });

  afterAll(() => testApp.close());

  it('lets crawlers in, keeps them off the signed-in pages and the API, and points at the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account/',
        'Disallow: /api/',
        'Disallow: /users',
        'Disallow: /logout',
        '',
        'Sitemap: https://portal.wtm.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists every public page with an absolute URL from PUBLIC_URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const webinars = upcomingEvents(productEvents, new Date()).map((event) => pagePaths.event(event.slug));
    expect(locations).toEqual([...publicPages, ...webinars].map((path) => `https://portal.wtm.example${path}`));
    for (const path of ['/', '/contact', '/support', '/sales-enquiry', '/events', '/books/gst-solutions', '/crm/comparison', '/login', '/register']) {
      expect(locations).toContain(`https://portal.wtm.example${path}`);
    }
    expect(locations.some((url) => url?.includes('/account'))).toBe(false);
  });

  it('never takes the host from the request', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.body).not.toContain('evil.example');
      expect(response.body).toContain('https://portal.wtm.example/');
    }
  });

  it('answers HEAD too', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it("lists the page of each webinar still to come, and not one that is over", () => {
    const [first, ...later] = [...productEvents].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const afterFirst = new Date(Date.parse(first!.startsAt) + 24 * 3_600_000);
    const sitemap = sitemapXml('https://portal.wtm.example', afterFirst);
    expect(sitemap).not.toContain(`/events/${first!.slug}<`);
    for (const event of later) expect(sitemap).toContain(`<loc>https://portal.wtm.example/events/${event.slug}</loc>`);
  });

  it('escapes a PUBLIC_URL that carries XML special characters', () => {
    expect(sitemapXml("https://example.com/a&b'")).toContain("<loc>https://example.com/a&amp;b&apos;/</loc>");
  });
});
