import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

const PAGE_ONLY = ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

function expectPageHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** A JSON answer: nothing may load or run in it, it may not be framed or sniffed. */
function expectJsonHeaders(headers: Record<string, unknown>): void {
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  for (const name of PAGE_ONLY) expect(headers[name]).toBeUndefined();
}

describe(`security headers (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.site.writeShellFile('main.3f2a9c1b.js', 'console.log(1)');
    await testApp.site.writeRemoteFile('books/0.1.0-ab12cd34/mf-manifest.json', '{"id":"books"}');
  });

  afterAll(() => testApp.close());

  it.each([
    ['the shell page', '/', 'text/html'],
    ['a shell file', '/main.3f2a9c1b.js', '*/*'],
    ['an SPA route', '/login/forgetPassword', 'text/html'],
    // A file is a file, JSON or not: the same headers as the fast path gives it.
    ['a JSON file of a release', '/remotes/books/0.1.0-ab12cd34/mf-manifest.json', 'application/json'],
  ])('of a page are on %s', async (_what, url, accept) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBe(200);
    expectPageHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a JSON answer', '/healthz', 200],
    ['a 404 of the API', '/api/nothing-here', 404],
    ['the remote manifest', '/remotes.json', 200],
    ['a signed-in call without a session', '/api/account/myProduct?clientId=1', 401],
  ])('of JSON are on %s', async (_what, url, status) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(status);
    expectJsonHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('of JSON are on a rejected state-changing request', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/anything' });
    expect(response.statusCode).toBe(403);
    expectJsonHeaders(response.headers);
  });

  it('of JSON are on a malformed URL, refused before routing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'Malformed URL' });
    expectJsonHeaders(response.headers);
  });
});

describe('security headers with remotes on a CDN and an https site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      config: { remoteOrigins: ['https://cdn.example.com'], publicUrl: 'https://portal.example.com' },
    });
  });

  afterAll(() => testApp.close());

  it('allow the CDN for scripts, the manifest fetch and chunk assets on a page, and send HSTS', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('send HSTS with JSON too, and no CDN there', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expectJsonHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('contentSecurityPolicy', () => {
  it('is the strict policy when no remote origin is configured', () => {
    expect(contentSecurityPolicy([])).toBe(EXPECTED_CSP);
  });
});
