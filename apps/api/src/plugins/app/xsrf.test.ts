import { createTestApp, newXsrfPair, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { XSRF_COOKIE, XSRF_MESSAGE, XSRF_SECRET_COOKIE } from './xsrf.ts';

const REJECTED = { message: XSRF_MESSAGE, statusCode: 403 };

function cookieNamed(name: string, setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
}
const xsrfCookie = (setCookie: string | string[] | undefined) => cookieNamed(XSRF_COOKIE, setCookie);
/** The value of a Set-Cookie line. */
const valueOf = (line: string | undefined) => line?.split(';')[0]!.split('=').slice(1).join('=');

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

  it('issues a readable XSRF-TOKEN cookie signed with an HttpOnly secret of 256 random bits when the request has none', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = xsrfCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+-[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly|Secure/);
    const secret = cookieNamed(XSRF_SECRET_COOKIE, response.headers['set-cookie']);
    expect(secret).toMatch(/^xsrf-secret=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    // The pair just issued passes the check.
    const pair = { secret: valueOf(secret)!, token: valueOf(cookie)! };
    expect((await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: xsrfHeaders(pair), payload: {} })).statusCode).toBe(200);
  });

  it('keeps a valid pair and replaces a malformed or foreign token, keeping the secret', async () => {
    const pair = newXsrfPair();
    const kept = await testApp.app.inject({ method: 'GET', url: '/healthz', cookies: { [XSRF_SECRET_COOKIE]: pair.secret, [XSRF_COOKIE]: pair.token } });
    expect(kept.headers['set-cookie']).toBeUndefined();
    for (const token of ['short', newXsrfPair().token]) {
      const replaced = await testApp.app.inject({ method: 'GET', url: '/healthz', cookies: { [XSRF_SECRET_COOKIE]: pair.secret, [XSRF_COOKIE]: token } });
      const issued = valueOf(xsrfCookie(replaced.headers['set-cookie']));
      expect(issued).toBeDefined();
      expect(cookieNamed(XSRF_SECRET_COOKIE, replaced.headers['set-cookie'])).toBeUndefined();
      expect((await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: xsrfHeaders({ secret: pair.secret, token: issued! }), payload: {} })).statusCode).toBe(200);
    }
  });

  it('does not put a token on publicly cached (immutable) files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(xsrfCookie(response.headers['set-cookie'])).toBeUndefined();
  });

  it('rejects a POST without the header', async () => {
    const { secret, token } = newXsrfPair();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', cookies: { [XSRF_SECRET_COOKIE]: secret, [XSRF_COOKIE]: token }, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REJECTED);
  });

  it('rejects a POST without the cookies, even with a well-formed header', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'x-xsrf-token': newXsrfPair().token } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REJECTED);
  });

  it('rejects a header that only repeats the XSRF-TOKEN cookie, without the secret it is signed with', async () => {
    const { token } = newXsrfPair();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', cookies: { [XSRF_COOKIE]: token }, headers: { 'x-xsrf-token': token } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REJECTED);
  });

  it('finds the pair among other cookies of the Cookie header', async () => {
    const { secret, token } = newXsrfPair();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: `theme=dark; ${XSRF_SECRET_COOKIE}=${secret}; ${XSRF_COOKIE}=${token}; lang="en-IN"; broken`, 'x-xsrf-token': token },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(xsrfCookie(response.headers['set-cookie'])).toBeUndefined();
  });

  it('rejects a header that does not match the cookie', async () => {
    const { secret, token } = newXsrfPair();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [XSRF_SECRET_COOKIE]: secret, [XSRF_COOKIE]: token },
      headers: { 'x-xsrf-token': newXsrfPair().token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REJECTED);
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

  it('lets the telemetry beacon and the products\' hand-off verification through without a pair', async () => {
    const beacon = await testApp.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect(beacon.statusCode).not.toBe(403);
    expect(beacon.statusCode).toBeLessThan(500);
    const handoff = await testApp.app.inject({ method: 'POST', url: '/api/handoff/verify', payload: { token: 'not-a-token' } });
    expect(handoff.statusCode).toBe(200);
    expect(handoff.json()).toMatchObject({ success: false, reason: 'invalid' });
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

  it('is Secure, and so is its secret', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(xsrfCookie(response.headers['set-cookie'])).toMatch(/; Secure/);
    expect(cookieNamed(XSRF_SECRET_COOKIE, response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
