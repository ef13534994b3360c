// The site over https, as an operator runs it: PUBLIC_URL is https and nginx running
// deploy/nginx/portal.conf terminates TLS (with a certificate made here) in front of one
// instance. No browser: what is checked is what goes over the wire.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { freePort, shellDist, startReleaseSite, type ReleaseSite } from '../support/release-site.ts';
import { httpsRequest, selfSignedCertificate, type Certificate, type HttpsAnswer } from '../support/tls.ts';

test.describe.configure({ mode: 'serial' });

let site: ReleaseSite;
let nginx: Nginx;
let certificate: Certificate;

const HSTS = 'max-age=31536000';
const get = (url: string, headers: Record<string, string> = {}) => httpsRequest(`${nginx.url}${url}`, certificate.pem, { headers });
const cookieNames = (answer: HttpsAnswer) => answer.cookies.map((line) => line.split('=')[0]).sort();

function expectSecureCookies(cookies: string[]): void {
  for (const line of cookies) expect(line, line).toMatch(/;\s*Secure(;|$)/i);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  site = await startReleaseSite({ env: { PUBLIC_URL: `https://127.0.0.1:${port}`, TRUST_PROXY: 'loopback' } });
  certificate = selfSignedCertificate(site.dataDir);
  nginx = await startNginx([new URL(site.baseUrl).host], port, certificate);
});

test.afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

test('a first page over https sends HSTS, keeps itself to its own origin, and sets only Secure cookies', async () => {
  const page = await get('/', { accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['strict-transport-security']).toBe(HSTS);
  expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(cookieNames(page)).toEqual(['XSRF-TOKEN', 'xsrf-secret']);
  expectSecureCookies(page.cookies);
});

test('an API answer over https sends HSTS and same-origin, and its first cookies are Secure', async () => {
  for (const url of ['/api/nothing-here', '/remotes.json', '/healthz']) {
    const answer = await get(url, { accept: 'application/json' });
    expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    expect(answer.headers['strict-transport-security'], url).toBe(HSTS);
    expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(cookieNames(answer), url).toEqual(['XSRF-TOKEN', 'xsrf-secret']);
    expectSecureCookies(answer.cookies);
  }
});

test('a remote’s file and a picture may be read from other origins, fresh from the instance and from nginx’s cache', async () => {
  const manifest = JSON.parse((await get('/remotes.json')).body) as { remotes: Record<string, { entry: string }> };
  const remoteFile = new URL(manifest.remotes.books!.entry, nginx.url).pathname;
  const picture = (await readdir(path.join(shellDist, 'assets'))).find((name) => name.endsWith('.png'));
  expect(picture, 'a PNG picture in the shell build').toBeDefined();
  for (const url of [remoteFile, `/assets/${picture}`]) {
    const first = await get(url);
    const cached = await get(url);
    expect([first.status, cached.status], url).toEqual([200, 200]);
    expect(cached.headers['x-cache-status'], url).toBe('HIT');
    for (const answer of [first, cached]) {
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(answer.headers['strict-transport-security'], url).toBe(HSTS);
      // Publicly cached: a token here would be everyone's.
      expect(answer.cookies, url).toEqual([]);
    }
  }
});

test('registering and signing in over https sets no cookie without Secure', async () => {
  const first = await get('/login', { accept: 'text/html' });
  const pair = first.cookies.map((line) => line.split(';')[0]!);
  const token = pair.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const post = (url: string, body: unknown) =>
    httpsRequest(`${nginx.url}${url}`, certificate.pem, {
      method: 'POST',
      headers: { cookie: pair.join('; '), 'x-xsrf-token': token, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `https-${Date.now()}@example.com`;
  const registered = await post('/api/register/save', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'analytical-1', phoneNo: '+44 20 7946 0000', city: 'London', company: 'Engines', jobTitleId: 9 });
  expect(JSON.parse(registered.body)).toMatchObject({ success: true });
  const signedIn = await post('/api/login/login', { email, password: 'analytical-1' });
  expect(signedIn.status).toBe(200);
  expect(JSON.parse(signedIn.body)).toMatchObject({ token: expect.any(String) });
  for (const answer of [registered, signedIn]) {
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expectSecureCookies(answer.cookies);
  }
  // Without the pair, the sign-in is refused, and the answer issues one: Secure too.
  const refused = await httpsRequest(`${nginx.url}/api/login/login`, certificate.pem, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(refused.status).toBe(403);
  expect(cookieNames(refused)).toEqual(['XSRF-TOKEN', 'xsrf-secret']);
  expectSecureCookies(refused.cookies);
});
