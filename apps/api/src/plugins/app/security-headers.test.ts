import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

describe(`security headers (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.site.writeShellFile('main.3f2a9c1b.js', 'console.log(1)');
  });

  afterAll(() => testApp.close());

  it.each([
    ['a JSON answer', '/healthz', 'application/json'],
    ['the shell page', '/', 'text/html'],
    ['a shell file', '/main.3f2a9c1b.js', '*/*'],
    ['an SPA route', '/login/forgetPassword', 'text/html'],
    ['a 404', '/api/nothing-here', 'application/json'],
    ['the remote manifest', '/remotes.json', 'application/json'],
  ])('are on %s', async (_what, url, accept) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on a rejected state-changing request', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/anything' });
    expect(response.statusCode).toBe(403);
    expectSecurityHeaders(response.headers);
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

  it('allow the CDN for scripts, the manifest fetch and chunk assets, and send HSTS', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('contentSecurityPolicy', () => {
  it('is the strict policy when no remote origin is configured', () => {
    expect(contentSecurityPolicy([])).toBe(EXPECTED_CSP);
  });
});
