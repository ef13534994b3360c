import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { IMMUTABLE, NO_CACHE } from '../../lib/cache-control.ts';
import { FIXTURE_INDEX_HTML } from '../../test/site-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe(`serving the shell's build (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { site } = testApp;
    await site.writeShellFile('main.3f2a9c1b.js', SCRIPT);
    await site.writeShellFile('main.3f2a9c1b.js.br', brotliCompressSync(SCRIPT));
    await site.writeShellFile('main.3f2a9c1b.js.gz', gzipSync(SCRIPT));
    await site.writeShellFile('static/412.0a1b2c3d.css', 'body{margin:0}');
    await site.writeShellFile('favicon.ico', 'icon');
    await site.writeShellFile('.env', 'SECRET=1');
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
  ])('never leaves SHELL_DIR for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.body).not.toContain('root:');
    expect([200, 400, 403, 404]).toContain(response.statusCode);
    // A page request may get the SPA's index.html, never the file outside.
    if (response.statusCode === 200) expect(response.body).toBe(FIXTURE_INDEX_HTML);
  });
});
