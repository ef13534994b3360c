import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { IMMUTABLE, NO_CACHE } from '../../lib/cache-control.ts';
import { FIXTURE_INDEX_HTML } from '../../test/site-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe(`serving the shell's build (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.releaseShell({
      'main.3f2a9c1b.js': SCRIPT,
      'main.3f2a9c1b.js.br': brotliCompressSync(SCRIPT),
      'main.3f2a9c1b.js.gz': gzipSync(SCRIPT),
      'static/412.0a1b2c3d.css': 'body{margin:0}',
      'favicon.ico': 'icon',
      '.env': 'SECRET=1',
    });
  });

  afterAll(() => testApp.close());

  it('serves index.html at / with no-cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe(FIXTURE_INDEX_HTML);
  });

  it('serves hashed files as immutable and unhashed ones as no-cache', async () => {
    const hashed = await testApp.app.inject({ method: 'GET', url: '/static/412.0a1b2c3d.css' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    const unhashed = await testApp.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(unhashed.headers['cache-control']).toBe(NO_CACHE);
  });

  it('sends the pre-compressed sibling as it is, without compressing again', async () => {
    const br = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers hashed files br, gzip or plain as accepted, with their headers', async () => {
    const url = '/main.3f2a9c1b.js';
    const first = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['last-modified']).toBeDefined();
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    expect(first.headers.vary).toBe('Accept-Encoding');
    // A script is no document: the resource set of security headers (plugins/app/security-headers.ts).
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    // A publicly cached answer never carries an XSRF cookie.
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(new Set([first.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match or a fresh If-Modified-Since, and the body to a forced reload', async () => {
    const url = '/main.3f2a9c1b.js';
    const headers = { 'accept-encoding': 'gzip' };
    const full = await testApp.app.inject({ method: 'GET', url, headers });
    const etag = String(full.headers.etag);

    const revalidated = await testApp.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    expect(revalidated.headers['content-security-policy']).toBeDefined();
    expect(revalidated.headers['set-cookie']).toBeUndefined();

    // The ETag of another encoding does not match this one.
    const otherEncoding = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(otherEncoding.statusCode).toBe(200);

    const sinceThen = await testApp.app.inject({ method: 'GET', url, headers: { ...headers, 'if-modified-since': String(full.headers['last-modified']) } });
    expect(sinceThen.statusCode).toBe(304);
    const olderCopy = await testApp.app.inject({ method: 'GET', url, headers: { ...headers, 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' } });
    expect(olderCopy.statusCode).toBe(200);

    const reload = await testApp.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag, 'cache-control': 'no-cache' } });
    expect(reload.statusCode).toBe(200);
    expect(reload.rawPayload).toEqual(full.rawPayload);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } });
    const head = await testApp.app.inject({ method: 'HEAD', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) {
      expect(head.headers[name]).toBe(get.headers[name]);
    }
  });

  it('leaves byte ranges to @fastify/send', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { range: 'bytes=0-9' } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe(SCRIPT.slice(0, 10));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("serves a new shell release's names at once, and keeps the previous release's hashed files", async () => {
    // A name that was missing is not remembered as missing.
    expect((await testApp.app.inject({ method: 'GET', url: '/main.99aa88bb.js' })).statusCode).toBe(404);
    await testApp.releaseShell({ 'main.99aa88bb.js': 'rebuilt();', 'favicon.ico': 'new icon' });
    const rebuilt = await testApp.app.inject({ method: 'GET', url: '/main.99aa88bb.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('rebuilt();');
    // A page of the previous release still loads its scripts; unhashed files are the live release's.
    expect((await testApp.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' })).body).toBe(SCRIPT);
    expect((await testApp.app.inject({ method: 'GET', url: '/favicon.ico' })).body).toBe('new icon');
  });

  it('serves no source maps unless SERVE_SOURCE_MAPS says so', async () => {
    await testApp.releaseShell({ 'main.3f2a9c1b.js.map': '{"version":3}' });
    const books = (await testApp.releaseRemote('books', { 'remoteEntry.js.map': '{"version":3}' })).live.version;
    for (const url of ['/main.3f2a9c1b.js.map', `/remotes/books/${books}/remoteEntry.js.map`]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('version');
    }
    const withMaps = await createTestApp({ config: { serveSourceMaps: true } });
    try {
      await withMaps.releaseShell({ 'main.3f2a9c1b.js.map': '{"version":3}' });
      const response = await withMaps.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js.map' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ version: 3 });
    } finally {
      await withMaps.close();
    }
  });

  it('hides dotfiles', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });

  it.each([
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/static/..%2f..%2f..%2fetc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/..\\..\\..\\etc\\passwd',
  ])('never leaves the release store for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.body).not.toContain('root:');
    expect([200, 400, 403, 404]).toContain(response.statusCode);
    // A page request may get the SPA's index.html, never the file outside.
    if (response.statusCode === 200) expect(response.body).toBe(FIXTURE_INDEX_HTML);
  });
});
