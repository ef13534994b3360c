import { NO_CACHE } from '../../lib/cache-control.ts';
import { FIXTURE_INDEX_HTML } from '../../test/site-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { NOT_BUILT_MESSAGE, NOT_FOUND } from './spa-fallback.ts';

const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe(`SPA fallback (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it.each(['/login/forgetPassword', '/books/pricing', '/account/home', '/no/such/page'])(
    'answers a page navigation to %s with index.html',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: PAGE } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toBe(FIXTURE_INDEX_HTML);
    },
  );

  it.each([undefined, '*/*', 'application/xhtml+xml'])('answers a page to a client sending Accept %s (crawlers, previews, curl)', async (accept) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/books/pricing', headers: accept === undefined ? {} : { accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(FIXTURE_INDEX_HTML);
  });

  it.each([
    ['/no/such/page', 'application/json'],
    ['/favicon-missing.png', undefined],
    ['/books/main.deadbeef.css', '*/*'],
  ])('answers %s with a JSON 404 for Accept %s', async (url, accept) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/login', headers: { accept: PAGE } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('keeps a missing script a 404, so HTML is never run as JavaScript', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main.deadbeef.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  // /account/downloadExe itself is a route now (routes/account/download-exe.ts);
  // below it, nothing is the SPA's either.
  it.each(['/api/nothing-here', '/api', '/users/7/x', '/remotes/books', '/account/downloadExe/x', '/healthz/deep'])(
    'answers %s with a JSON 404 even for a browser',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: PAGE } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found', statusCode: 404 });
    },
  );

  it('answers other methods on unknown paths with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'OPTIONS', url: '/login', headers: { accept: PAGE } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('before the site is built', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ site: { built: false } });
  });

  afterAll(() => testApp.close());

  it.each([
    ['/', '*/*'],
    ['/login', PAGE],
  ])('answers %s with 503 and says to run pnpm build', async (url, accept) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(NOT_BUILT_MESSAGE);
    expect(response.body).toContain('pnpm build');
  });

  it('still answers the API', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/x', headers: { accept: PAGE } })).statusCode).toBe(404);
  });
});
