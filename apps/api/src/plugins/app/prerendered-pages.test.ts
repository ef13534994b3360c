import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { deleteCanary, inCanary, putCanary, type PageSite, type StoredPageSet } from '@wtm/releases';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { NO_CACHE } from '../../lib/cache-control.ts';
import { renderedDocument, storePageSet as writePageSet } from '../../test/page-sets.ts';
import { FIXTURE_INDEX_HTML } from '../../test/site-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

// Serving the live pair's prerendered pages (docs/decisions/0032). The page
// sets are written into the release store as a release writes them (the prerender's
// renderToStore); rendering them for real is the e2e release-pages test's.
describe(`prerendered pages (${testDialect()})`, () => {
  let testApp: TestApp;
  let shell: string;
  const versions: Partial<Record<RemoteName, string>> = {};

  const storePageSet = (owner: 'shell' | RemoteName, pages: string[], clientPages: StoredPageSet['clientPages'], label = 'Rendered', site: Partial<PageSite> = {}, frame?: string) =>
    writePageSet(testApp, { shell, owner, ...(owner === 'shell' ? {} : { ownerVersion: versions[owner]! }), pages, clientPages, label, site, ...(frame === undefined ? {} : { frame }) });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers: { accept: PAGE, ...headers } });

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const name of ['books', 'crm', 'account'] as const) versions[name] = (await testApp.releaseRemote(name)).live.version;
    shell = testApp.app.liveReleases.current().shell!.version;
  });

  afterAll(() => testApp.close());

  it('answers the shell’s page, never an error, while the live pair has no pages', async () => {
    for (const url of ['/', '/books', '/account/home', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FIXTURE_INDEX_HTML);
    }
  });

  it('leaves to the browser the pages rendered for another REMOTES_BASE_URL (a CDN this instance does not load from)', async () => {
    await storePageSet('books', ['/books'], [], 'Rendered', { remotesBaseUrl: 'https://cdn.example/remotes' });
    await testApp.app.liveReleases.refresh(true);
    const response = await get('/books');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_INDEX_HTML);
  });

  it('leaves to the browser the pages rendered for another PUBLIC_URL (their canonical URLs name another origin), and lists them to render', async () => {
    await storePageSet('books', ['/books'], [], 'Rendered', { publicUrl: 'https://staging.example' });
    await testApp.app.liveReleases.refresh(true);
    const response = await get('/books');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_INDEX_HTML);
    expect([...testApp.app.liveReleases.current().pages.unrendered].sort()).toEqual(['account', 'books', 'crm', 'shell']);
  });

  describe('once every live section’s pages are stored', () => {
    beforeAll(async () => {
      await storePageSet('shell', ['/', '/contact'], [{ path: '/events/:slug', title: 'Events & Webinars | WTM' }]);
      await storePageSet('books', ['/books', '/books/pricing'], []);
      await storePageSet('crm', ['/crm/pricing'], []);
      await storePageSet('account', ['/login'], [
        { path: '/account/home', title: 'My Account | <WTM>' },
        { path: '/login/changePassword', title: 'Change Password | WTM' },
        { path: '/guides/*', title: 'Guides | WTM' },
      ]);
      await testApp.app.liveReleases.refresh(true);
    });

    it.each([
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const)('answers a page prerendered for the live pair, %s compressed, with an ETag and no-cache', async (accepted, encoding, decompress) => {
      const response = await testApp.app.inject({ method: 'GET', url: '/books/pricing', headers: { accept: PAGE, 'accept-encoding': accepted } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers.etag).toMatch(/^".+"$/);
      expect(decompress(response.rawPayload).toString()).toBe(renderedDocument('/books/pricing', 'Rendered'));
    });

    it('answers a client without compression with the document itself, and /Books/ like /books', async () => {
      const plain = await get('/books', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(renderedDocument('/books', 'Rendered'));
      expect((await get('/Books/', { 'accept-encoding': 'identity' })).body).toBe(plain.body);
      expect((await get('/', { 'accept-encoding': 'identity' })).body).toBe(renderedDocument('/', 'Rendered'));
    });

    // What crawlers, link previews, monitors and command-line clients send (or none at all).
    it.each([
      ['no Accept at all (curl, wget)', undefined],
      ['any type (Facebook, LinkedIn, Slack, X, WhatsApp)', '*/*'],
      ['XHTML', 'application/xhtml+xml'],
      ['a bot’s list', 'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8'],
      ['JSON first', 'application/json, */*;q=0.1'],
    ])('answers a page to a client sending %s', async (_label, accept) => {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      const page = await testApp.app.inject({ method: 'GET', url: '/books/pricing', headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toBe(renderedDocument('/books/pricing', 'Rendered'));
      const browserPage = await testApp.app.inject({ method: 'GET', url: '/account/home', headers });
      expect(browserPage.statusCode).toBe(200);
      expect(browserPage.body).toContain('<title>My Account | &lt;WTM&gt;</title>');
    });

    it.each([undefined, '*/*'])('redirects an unknown path home for Accept %s, and keeps a missing file a 404', async (accept) => {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      const unknown = await testApp.app.inject({ method: 'GET', url: '/no/such/page', headers });
      expect(unknown.statusCode).toBe(302);
      expect(unknown.headers.location).toBe('/');
      for (const url of ['/main.deadbeef.js', '/books/picture.png']) {
        const missing = await testApp.app.inject({ method: 'GET', url, headers });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Not found', statusCode: 404 });
      }
    });

    it('answers 304 to a browser whose copy is current, and the page to one whose copy is not', async () => {
      const first = await get('/crm/pricing', { 'accept-encoding': 'br' });
      const etag = first.headers.etag as string;
      const again = await get('/crm/pricing', { 'accept-encoding': 'br', 'if-none-match': `"old", ${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await get('/crm/pricing', { 'accept-encoding': 'br', 'if-none-match': '"old"' });
      expect(stale.statusCode).toBe(200);
    });

    it('answers a page rendered in the browser with the shell’s page carrying its title', async () => {
      const home = await get('/account/home');
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(FIXTURE_INDEX_HTML.replace('<title>Home</title>', '<title>My Account | &lt;WTM&gt;</title>'));
      expect(home.body).toContain('<div id="root"></div>');
      expect((await get('/login/changePassword?hash=abc')).body).toContain('<title>Change Password | WTM</title>');
      expect((await get('/events/gst-returns-webinar')).body).toContain('<title>Events &amp; Webinars | WTM</title>');
      // As the browser's router matches: any case, a trailing slash, a rest pattern's folder and what lies below it.
      expect((await get('/Account/HOME/')).body).toContain('<title>My Account | &lt;WTM&gt;</title>');
      for (const path of ['/guides', '/guides/', '/guides/gst/returns']) expect((await get(path)).body).toContain('<title>Guides | WTM</title>');
    });

    it.each(['/no/such/page', '/books/nothing', '/events/a/b', '//evil.example/x', '/%2F%2Fevil.example', '/https://evil.example'])(
      'redirects %s, no page of the site, home and nowhere else',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/');
      },
    );

    it('keeps requests that are no page navigation a 404', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(404);
    });

    it('serves a new release’s pages once they are stored, the browser’s rendering until then', async () => {
      const previous = versions.books!;
      versions.books = (await testApp.releaseRemote('books', { 'changed.txt': 'a change' })).live.version;
      expect(versions.books).not.toBe(previous);
      expect((await get('/books', { 'accept-encoding': 'identity' })).body).toBe(FIXTURE_INDEX_HTML);
      // The site's paths are no longer all known: an unknown one is left to the browser's router.
      expect((await get('/no/such/page')).statusCode).toBe(200);
      expect((await get('/crm/pricing', { 'accept-encoding': 'identity' })).body).toBe(renderedDocument('/crm/pricing', 'Rendered'));
      await storePageSet('books', ['/books'], [], 'Changed');
      await testApp.app.liveReleases.refresh(true);
      expect((await get('/books', { 'accept-encoding': 'identity' })).body).toBe(renderedDocument('/books', 'Changed'));
      expect((await get('/books/pricing')).statusCode).toBe(302);
    });

    it('redirects no path home while a set rendered with an older shell build does not list its client pages', async () => {
      versions.crm = (await testApp.releaseRemote('crm', { 'changed.txt': 'a change' })).live.version;
      await storePageSet('crm', ['/crm/pricing'], undefined, 'Older shell');
      await testApp.app.liveReleases.refresh(true);
      expect((await get('/crm/pricing', { 'accept-encoding': 'identity' })).body).toBe(renderedDocument('/crm/pricing', 'Older shell'));
      const unknown = await get('/crm/some-page-of-its-own', { 'accept-encoding': 'identity' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(FIXTURE_INDEX_HTML);
    });

    it('gives a canary’s cohort its pages and everyone else the live ones, by the cookie it sets', async () => {
      const canary = { percent: 50, generation: 7 };
      const live = versions.books!;
      versions.books = 'books-canary-test';
      await storePageSet('books', ['/books'], [], 'Canary');
      versions.books = live;
      await putCanary(testApp.app.db, { name: 'books', version: 'books-canary-test', started_at: Date.now(), checked_at: 0, ...canary });
      await testApp.app.liveReleases.refresh(true);
      const cohorts = Array.from({ length: 100 }, (_unused, cohort) => cohort);
      const inside = cohorts.find((cohort) => inCanary(cohort, canary))!;
      const outside = cohorts.find((cohort) => !inCanary(cohort, canary))!;
      const plain = { 'accept-encoding': 'identity' };

      const canaryVisitor = await get('/books', { ...plain, cookie: `wtm_cohort=${inside}` });
      expect(canaryVisitor.body).toBe(renderedDocument('/books', 'Canary'));
      expect(canaryVisitor.headers.vary).toMatch(/Cookie/);
      expect((await get('/books', { ...plain, cookie: `wtm_cohort=${outside}` })).body).toBe(renderedDocument('/books', 'Changed'));
      const fresh = await get('/books', plain);
      const cohort = Number(/wtm_cohort=(\d{1,2});/.exec(String(fresh.headers['set-cookie']))?.[1]);
      expect(fresh.body).toBe(renderedDocument('/books', inCanary(cohort, canary) ? 'Canary' : 'Changed'));
      // Pages the canary does not take over are the same for everyone: no cookie is set for them.
      const other = await get('/contact', plain);
      expect(other.body).toBe(renderedDocument('/contact', 'Rendered'));
      expect(String(other.headers['set-cookie'] ?? '')).not.toMatch(/wtm_cohort/);

      await deleteCanary(testApp.app.db, 'books');
      await testApp.app.liveReleases.refresh(true);
      expect((await get('/books', { ...plain, cookie: `wtm_cohort=${inside}` })).body).toBe(renderedDocument('/books', 'Changed'));
    });
  });
});
