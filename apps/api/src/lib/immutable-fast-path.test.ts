import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';

const SCRIPT = `console.log(${JSON.stringify('y'.repeat(3000))});`;
const SHELL_FILE = '/main.5e6f7a8b.js';
const RELEASE_FILE = '/remotes/books/0.1.0-ab12cd34/remoteEntry.js';
const RELEASE_MANIFEST = '/remotes/books/0.1.0-ab12cd34/mf-manifest.json';
// An SVG may be opened as a document and run script: it keeps the page's headers.
const SHELL_IMAGE = '/logo.9a8b7c6d.svg';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
const MANIFEST = JSON.stringify({ id: 'books', metaData: { remoteEntry: { name: 'remoteEntry.js' } } });

// The fast path sits in the HTTP server, ahead of Fastify: app.inject never reaches it,
// so these tests talk HTTP to a listening server.
describe(`immutable files answered ahead of Fastify (${testDialect()})`, () => {
  let testApp: TestApp;
  let base: string;
  // URLs that reached Fastify: the fast path's answers never do.
  const reachedFastify: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.site.writeShellFile(SHELL_FILE, SCRIPT);
    await testApp.site.writeShellFile(`${SHELL_FILE}.gz`, gzipSync(SCRIPT));
    await testApp.site.writeRemoteFile(RELEASE_FILE.replace('/remotes', ''), SCRIPT);
    await testApp.site.writeRemoteFile(RELEASE_MANIFEST.replace('/remotes', ''), MANIFEST);
    await testApp.site.writeShellFile(SHELL_IMAGE, SVG);
    testApp.app.addHook('onRequest', (request, _reply, done) => {
      reachedFastify.push(request.url);
      done();
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });

  afterAll(() => testApp.close());

  /**
   * Status, headers (all but Date, which changes) and the body as sent: node:http, not
   * fetch, which adds Accept-Encoding, decodes and hides a 304.
   */
  function answer(url: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const sent = request(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const { date: _date, ...rest } = response.headers;
          resolve({ status: response.statusCode!, headers: rest, body: Buffer.concat(chunks) });
        });
      });
      sent.on('error', reject);
      sent.end();
    });
  }

  it.each([
    ['a hashed shell file, gzip', SHELL_FILE, { 'accept-encoding': 'gzip' }, 1, RESOURCE_POLICY],
    ['a hashed shell file, identity', SHELL_FILE, { 'accept-encoding': 'identity' }, 1, RESOURCE_POLICY],
    ['a release file (CORS)', RELEASE_FILE, {}, 1, RESOURCE_POLICY],
    ['a release manifest (JSON)', RELEASE_MANIFEST, {}, 1, RESOURCE_POLICY],
    ['a hashed SVG image (a document when opened)', SHELL_IMAGE, {}, 1, "default-src 'self'"],
    // No .gz beside it: @fastify/compress gzips it on the fly, so the fast path stays out.
    ['a release file with no .gz, to a client taking gzip', RELEASE_FILE, { 'accept-encoding': 'gzip, deflate' }, 2, RESOURCE_POLICY],
  ])('gives %s the same answer once in memory as Fastify gave when reading it', async (_what, url, headers, viaFastify, policy) => {
    reachedFastify.length = 0;
    testApp.app.immutableFiles.clear();
    const fromFastify = await answer(url, { headers });
    const fromMemory = await answer(url, { headers });
    expect(reachedFastify).toHaveLength(viaFastify);
    expect(fromFastify.status).toBe(200);
    expect(fromMemory).toEqual(fromFastify);
    expect(fromMemory.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromMemory.headers['x-content-type-options']).toBe('nosniff');
    expect(fromMemory.headers['content-security-policy']).toContain(policy);
    expect(fromMemory.headers['set-cookie']).toBeUndefined();
  });

  it('sends the gzip file when the client takes gzip', async () => {
    await answer(SHELL_FILE);
    const fromMemory = await answer(SHELL_FILE, { headers: { 'accept-encoding': 'gzip' } });
    expect(fromMemory.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(fromMemory.body).toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers and no body', async () => {
    await answer(SHELL_FILE);
    const head = await answer(SHELL_FILE, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(head.body).toHaveLength(0);
  });

  it('leaves conditional requests, queries and odd paths to Fastify', async () => {
    const first = await answer(SHELL_FILE);
    const revalidated = await answer(SHELL_FILE, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);
    reachedFastify.length = 0;
    expect((await answer(`${SHELL_FILE}?v=1`)).body.toString()).toBe(SCRIPT);
    expect(reachedFastify).toEqual([`${SHELL_FILE}?v=1`]);
    expect((await answer('/remotes/books/0.1.0-ab12cd34/..%2f..%2fmanifest.json')).status).toBe(404);
    expect((await answer('/main.00000000.js', { headers: { accept: 'application/javascript' } })).status).toBe(404);
  });
});
