import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { newXsrfToken, XSRF_COOKIE, XSRF_MESSAGE } from './xsrf.ts';

const REJECTED = { message: XSRF_MESSAGE, statusCode: 403 };

function xsrfCookie(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
}

describe(`XSRF protection (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.releaseShell({ 'main.3f2a9c1b.js': 'console.log(1)' });
    // Test-only routes, so the check is seen apart from what the real endpoints answer.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      testApp.app.route({ method, url: '/api/test/echo', handler: async () => ({ ok: true }) });
      testApp.app.route({ method, url: '/users/xsrf-test/:id', handler: async () => ({ ok: true }) });
    }
  });

  afterAll(() => testApp.close());

  it('issues a readable XSRF-TOKEN cookie of 256 random bits when the request has none', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = xsrfCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly|Secure/);
  });

  it('keeps a valid cookie and replaces a malformed one', async () => {
    const kept = await testApp.app.inject({ method: 'GET', url: '/healthz', cookies: { [XSRF_COOKIE]: newXsrfToken() } });
    expect(xsrfCookie(kept.headers['set-cookie'])).toBeUndefined();
    const replaced = await testApp.app.inject({ method: 'GET', url: '/healthz', cookies: { [XSRF_COOKIE]: 'short' } });
    expect(xsrfCookie(replaced.headers['set-cookie'])).toBeDefined();
  });

  it('does not put a token on publicly cached (immutable) files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(xsrfCookie(response.headers['set-cookie'])).toBeUndefined();
  });

  it('rejects a POST without the header', async () => {
    const token = newXsrfToken();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', cookies: { [XSRF_COOKIE]: token }, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REJECTED);
  });

  it('rejects a POST without the cookie, even with a well-formed header', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'x-xsrf-token': newXsrfToken() } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REJECTED);
  });

  it('finds the token among other cookies of the Cookie header', async () => {
    const token = newXsrfToken();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: `theme=dark; ${XSRF_COOKIE}=${token}; lang="en-IN"; broken`, 'x-xsrf-token': token },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(xsrfCookie(response.headers['set-cookie'])).toBeUndefined();
  });

  it('rejects a header that does not match the cookie', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [XSRF_COOKIE]: newXsrfToken() },
      headers: { 'x-xsrf-token': newXsrfToken() },
    });
    expect(response.statusCode).toBe(403);
  });

  it('passes a request whose header matches the cookie', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: xsrfHeaders(), payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('checks %s on /api and /users', async (method) => {
    for (const url of ['/api/test/echo', '/users/xsrf-test/7']) {
      expect((await testApp.app.inject({ method, url })).statusCode).toBe(403);
      expect((await testApp.app.inject({ method, url, headers: xsrfHeaders() })).statusCode).toBe(200);
    }
  });

  it('cannot be bypassed by percent-encoding the path', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/%61pi/test/echo', payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('lets safe methods through without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('XSRF cookie on an https site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { publicUrl: 'https://portal.example.com' } });
  });

  afterAll(() => testApp.close());

  it('is Secure', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(xsrfCookie(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
