import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { checkPage } from '@wtm/releases/prerender';
import { readDocument } from '../support/document-reader.ts';
import { servedPages, sitemapPaths } from '../support/served-pages.ts';
import { sitePages } from '../support/site-pages.ts';

// Every public page as a crawler or a link-preview bot reads it from the site `pnpm start`
// serves (global-setup.ts; its first run prerendered every page at release): the served
// HTML, no browser, no JavaScript.
const baseUrl = () => process.env.E2E_BASE_URL!;

test('every page of the sitemap is served prerendered with the live releases', async () => {
  const live = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: Record<string, { version: string }> };
  const pages = await servedPages(baseUrl());
  expect(pages.length).toBe((await sitemapPaths(baseUrl())).length);
  for (const { path, rendered } of pages) {
    expect(rendered, `${path} is prerendered`).toBeDefined();
    for (const [name, release] of Object.entries(live.remotes)) expect(rendered!.remotes[name]?.version, `${path}: ${name}`).toBe(release.version);
  }
});

test('each page arrives with its heading, content, header, footer and meta, and titles are unique', async () => {
  const titles = new Map<string, string>();
  for (const { path, html } of await servedPages(baseUrl())) {
    const canonical = `${baseUrl()}${path}`;
    expect(checkPage(html, { canonical, status: 200 }), path).toEqual([]);
    const document = readDocument(html);

    const [h1] = document.find('h1');
    const pinned = sitePages.find((page) => page.path === path)?.heading;
    if (pinned) expect(h1?.text, path).toBe(pinned);
    else expect(h1?.text.length, `${path} h1`).toBeGreaterThan(3);
    const [main] = document.find('main');
    expect(main?.find('h1'), `${path}: the h1 is the main content's`).toHaveLength(1);
    expect(main?.text.length, `${path}: main content`).toBeGreaterThan(100);

    const [nav] = document.find('nav', (element) => element.attr('aria-label') === 'Main');
    expect(nav?.find('a').map((link) => link.attr('href')), `${path} header`).toEqual(expect.arrayContaining(['/support', '/contact', '/register', '/login', '/crm', '/books']));
    const [footer] = document.find('footer');
    expect(footer?.text, `${path} footer`).toContain('Useful Links');
    expect(footer?.find('a').map((link) => link.attr('href')), `${path} footer`).toEqual(expect.arrayContaining(['/contact', '/support', '/login', '/register']));

    const title = document.find('title')[0]!.text;
    expect(titles.get(title), `${path} and ${titles.get(title)} share the title "${title}"`).toBeUndefined();
    titles.set(title, path);
    const meta = (key: string, value: string) => document.find('meta', (element) => element.attr(key) === value)[0]?.attr('content');
    expect(meta('property', 'og:url')).toBe(canonical);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = await fetch(meta('property', 'og:image')!);
    expect(image.headers.get('content-type'), `${path} og:image`).toBe('image/png');

    const jsonLd = document.find('script', (element) => element.attr('type') === 'application/ld+json').map((script) => JSON.parse(script.text) as Record<string, unknown>);
    if (path === '/') {
      expect(jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
      const logo = await fetch(jsonLd[0]!.logo as string);
      expect(logo.headers.get('content-type'), 'Organization logo').toMatch(/^image\/svg\+xml/);
    }
    else if (path === '/books/pricing' || path === '/crm/pricing') {
      expect(jsonLd.map((data) => data['@type'])).toEqual(['SoftwareApplication']);
      expect((jsonLd[0]!.offers as unknown[]).length).toBeGreaterThan(0);
    } else expect(jsonLd, path).toEqual([]);
  }
});

test('the pages the bench measures stay within 35 KB gzip', async () => {
  const pages = new Map((await servedPages(baseUrl())).map((page) => [page.path, page.html]));
  for (const path of ['/', '/books', '/crm/pricing', '/login']) {
    const bytes = gzipSync(pages.get(path)!).length;
    test.info().annotations.push({ type: 'html size', description: `${path}: ${(bytes / 1000).toFixed(1)} KB gzip` });
    expect(bytes, path).toBeLessThanOrEqual(35_000);
  }
});

test('a path that is no page of the site is sent home by the server, in every section too', async () => {
  for (const path of ['/no/such/page', '/books/no-such-page', '/books/pricing/x', '/crm/no-such-page', '/events/no-such-webinar', '/account/no-such-page']) {
    const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status, path).toBe(302);
    expect(response.headers.get('location'), path).toBe('/');
  }
  // Each page rendered in the browser still gets the shell's page, with its own title.
  const clientPages = {
    '/login/forgetPassword': 'Forgot Password | WTM',
    '/login/changePassword?hash=e2e': 'Change Password | WTM',
    '/logout': 'Logout | WTM',
    '/account/home': 'My Account | WTM',
    '/account/profile': 'My profile | WTM',
    '/account/security': 'Sign-in and security | WTM',
    '/account/verifyEmail?code=e2e': 'Confirm your email address | WTM',
    '/account/releases': 'Releases | WTM',
    '/account/content': 'Content studio | WTM',
    '/account/editors': 'Editors | WTM',
  };
  for (const [path, title] of Object.entries(clientPages)) {
    const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain(`<title>${title}</title>`);
  }
});

// The Accept header and user agent each client sends for a page (where none is given, fetch
// sends `*/*` as wget does; a request with no Accept at all is the API tests').
const pageClients: { name: string; userAgent: string; accept?: string }[] = [
  { name: 'Facebook', userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: '*/*' },
  { name: 'LinkedIn', userAgent: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', accept: '*/*' },
  { name: 'Slack', userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
  { name: 'X', userAgent: 'Twitterbot/1.0', accept: '*/*' },
  { name: 'WhatsApp', userAgent: 'WhatsApp/2.23.20.0 A', accept: '*/*' },
  { name: 'Googlebot', userAgent: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', accept: 'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8' },
  { name: 'Bingbot', userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', accept: '*/*' },
  { name: 'curl', userAgent: 'curl/8.5.0', accept: '*/*' },
  { name: 'wget', userAgent: 'Wget/1.21.3' },
];

test('crawlers, link previews, curl and wget get every page of the sitemap as HTML with its heading and picture', async () => {
  const paths = await sitemapPaths(baseUrl());
  for (const client of pageClients) {
    for (const path of paths) {
      const headers: Record<string, string> = { 'user-agent': client.userAgent, ...(client.accept === undefined ? {} : { accept: client.accept }) };
      const response = await fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
      const where = `${client.name} ${path}`;
      expect(response.status, where).toBe(200);
      expect(response.headers.get('content-type'), where).toBe('text/html; charset=utf-8');
      const document = readDocument(await response.text());
      expect(document.find('h1')[0]?.text.length ?? 0, `${where} h1`).toBeGreaterThan(3);
      const image = document.find('meta', (element) => element.attr('property') === 'og:image')[0]?.attr('content');
      expect(image, `${where} og:image`).toMatch(new RegExp(`^${baseUrl()}/.+\\.png$`));
    }
  }
});
