import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { contentSecurityPolicy, isResourceType, resourcePolicyFor } from './security-headers.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

const PAGE_ONLY = ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

function expectJsonHeaders(headers: Record<string, unknown>): void {
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  expectResourceHeaders(headers);
}

function expectPageHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** An answer that is no document (JSON, a script, a font): nothing may load or run in it, it may not be framed or sniffed. */
function expectResourceHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  for (const name of PAGE_ONLY) expect(headers[name]).toBeUndefined();
}

describe(`security headers (${testDialect()})`, () => {
  let testApp: TestApp;
  let books: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.releaseShell({
      'main.3f2a9c1b.js': 'console.log(1)',
      'main.3f2a9c1b.css': 'body{margin:0}',
      'inter.3f2a9c1b.woff2': Buffer.from('wOF2'),
      'hero.3f2a9c1b.png': Buffer.from('89504e470d0a1a0a', 'hex'),
      'logo.3f2a9c1b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    books = (await testApp.releaseRemote('books')).live.version;
  });

  afterAll(() => testApp.close());

  it.each([
    ['the shell page', '/', 'text/html'],
    ['an SPA route', '/login/forgetPassword', 'text/html'],
    // An SVG opened on its own is a document that may run script.
    ['an SVG image', '/logo.3f2a9c1b.svg', 'image/*'],
  ])('of a page are on %s', async (_what, url, accept) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBe(200);
    expectPageHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a script', '/main.3f2a9c1b.js', 'application/javascript'],
    ['a style sheet', '/main.3f2a9c1b.css', 'text/css'],
    ['a font', '/inter.3f2a9c1b.woff2', 'font/woff2'],
    ['a raster image', '/hero.3f2a9c1b.png', 'image/png'],
    ['a JSON file of a release', '/remotes/books/<live>/mf-manifest.json', 'application/json'],
  ])('of a resource, not a document, are on %s', async (_what, url, type) => {
    const response = await testApp.app.inject({ method: 'GET', url: url.replace('<live>', books) });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toContain(type);
    expectResourceHeaders(response.headers);
  });

  // A 304 has no Content-Type, and the browser merges its headers into whatever it cached:
  // only the page set is safe for every kind of file.
  it.each(['/main.3f2a9c1b.js', '/logo.3f2a9c1b.svg'])('of a page are on a revalidated file (%s)', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    const revalidated = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expectPageHeaders(revalidated.headers);
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

  // Another origin (a shell on a CDN, a page elsewhere) may load a remote's files and the
  // pictures; nothing else of the site may be read or embedded from another origin.
  it.each([
    ['a page', '/', 'text/html', 200, 'same-origin'],
    ['an API answer', '/api/nothing-here', 'application/json', 404, 'same-origin'],
    ['a JSON answer outside /api', '/healthz', 'application/json', 200, 'same-origin'],
    ['a script of the shell', '/main.3f2a9c1b.js', '*/*', 200, 'same-origin'],
    ["a remote's file", '/remotes/books/<live>/mf-manifest.json', '*/*', 200, 'cross-origin'],
    ['a picture', '/hero.3f2a9c1b.png', 'image/*', 200, 'cross-origin'],
    ['an SVG picture', '/logo.3f2a9c1b.svg', 'image/*', 200, 'cross-origin'],
  ])('Cross-Origin-Resource-Policy of %s (%s) is %s', async (_what, url, accept, status, policy) => {
    const response = await testApp.app.inject({ method: 'GET', url: url.replace('<live>', books), headers: { accept } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cross-origin-resource-policy']).toBe(policy);
  });

  it('of an http site: a first page sends no HSTS and sets its cookies without Secure', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['XSRF-TOKEN', 'xsrf-secret']);
    for (const line of cookies) expect(line).not.toMatch(/;\s*Secure/i);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  // A 304 has no Content-Type, and the browser replaces the cached answer's headers with
  // its own: a picture's must stay readable from other origins, a page's must not become so.
  it.each([
    ['/hero.3f2a9c1b.png', 'cross-origin'],
    ['/logo.3f2a9c1b.svg', 'cross-origin'],
    ['/remotes/books/<live>/mf-manifest.json', 'cross-origin'],
    ['/main.3f2a9c1b.js', 'same-origin'],
    ['/', 'same-origin'],
  ])('Cross-Origin-Resource-Policy of a revalidated %s stays %s', async (url, policy) => {
    const target = url.replace('<live>', books);
    const response = await testApp.app.inject({ method: 'GET', url: target, headers: { accept: 'text/html' } });
    const revalidated = await testApp.app.inject({ method: 'GET', url: target, headers: { accept: 'text/html', 'if-none-match': String(response.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cross-origin-resource-policy']).toBe(policy);
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

describe('isResourceType', () => {
  it.each(['application/json; charset=utf-8', 'application/javascript; charset=utf-8', 'text/css; charset=utf-8', 'text/plain', 'font/woff2', 'image/png', 'image/vnd.microsoft.icon', 'application/wasm'])(
    'is true for %s, which no browser renders as a document',
    (type) => expect(isResourceType(type)).toBe(true),
  );

  it.each(['text/html; charset=utf-8', 'image/svg+xml', 'application/xml', 'application/json-patch+json', 'application/octet-stream', '', undefined])(
    'is false for %s, a document or a type it does not know',
    (type) => expect(isResourceType(type)).toBe(false),
  );
});

describe('Cross-Origin-Resource-Policy', () => {
  it.each([
    ['/api/events', 'application/json; charset=utf-8', 'same-origin'],
    ['/', 'text/html; charset=utf-8', 'same-origin'],
    ['/main.1234.js', 'application/javascript', 'same-origin'],
    ['/remotes/books/0.1.0/remoteEntry.js', 'application/javascript', 'cross-origin'],
    ['/logo.png', 'image/png', 'cross-origin'],
    ['/favicon.svg', 'image/svg+xml', 'cross-origin'],
    ['/fonts/inter.woff2', 'font/woff2', 'cross-origin'],
  ])('answers %s (%s) with %s', (url, type, policy) => {
    expect(resourcePolicyFor(url, type)).toBe(policy);
  });
});
