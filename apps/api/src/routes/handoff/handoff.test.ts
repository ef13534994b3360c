import { access, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProductAssignmentResponse } from '@wtm/contract';
import { buildApp } from '../../app.ts';
import { postJson, registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { accountGet, checkUrl, handoffTokenOf, startProduct } from '../../test/products-fixture.ts';
import { createSiteFixture } from '../../test/site-fixture.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, testDialect } from '../../test/test-database.ts';
import { signHandoffToken } from '../../services/products/handoff-token.ts';

/** Changes one character of the token at `index` (from the end when negative). */
function flip(token: string, index: number): string {
  const at = index < 0 ? token.length + index : index;
  const replacement = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}

describe(`product hand-off (${testDialect()})`, () => {
  let testApp: TestApp;
  let clock = Date.now();
  let customer: RegisteredUser;

  const verify = (token: unknown) => postJson(testApp.app, '/api/handoff/verify', { token });
  const open = (path: string) => testApp.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
  const freshUrl = async (code = 'CRM') =>
    ((await accountGet(testApp.app, checkUrl(customer.id, code), customer.token)).json() as ProductAssignmentResponse).projectUrl!;
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ products: { now: () => clock } });
    customer = await registerUser(testApp.app, { company: 'Acme Traders' });
    await startProduct(testApp.app, customer.token, customer.id, 'CRM');
  });

  afterAll(() => testApp.close());

  it('verifies a token once: who reached which product and workspace, then "used"', async () => {
    const token = handoffTokenOf(await freshUrl());
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      success: true,
      systemMessage: 'Hand-off accepted.',
      userId: customer.id,
      email: customer.email,
      productCode: 'CRM',
      productName: 'WTM Salesgrow CRM',
      workspace: 'acme-traders-crm',
      email_verified: true,
    });
    expect((await verify(token)).json()).toEqual({ success: false, reason: 'used', systemMessage: 'The hand-off token has already been used.' });
  });

  it('hands over a customer who has not confirmed the address with email_verified: false, in the token and the answer', async () => {
    const unconfirmed = await registerUser(testApp.app, {}, { verified: false });
    const token = await testApp.app.handoff.issue({ userId: unconfirmed.id, productCode: 'CRM', workspace: 'unconfirmed-crm', emailVerified: false });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'))).toMatchObject({ userId: unconfirmed.id, email_verified: false });
    expect((await verify(token)).json()).toMatchObject({ success: true, userId: unconfirmed.id, workspace: 'unconfirmed-crm', email_verified: false });
  });

  it('lets exactly one of twenty racing verifications through', async () => {
    const token = handoffTokenOf(await freshUrl());
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(token)));
    const successes = answers.filter((response) => (response.json() as { success: boolean }).success);
    expect(successes).toHaveLength(1);
  });

  it('refuses a token after its two minutes', async () => {
    const token = handoffTokenOf(await freshUrl());
    clock += 2 * 60_000;
    try {
      expect((await verify(token)).json()).toEqual({ success: false, reason: 'expired', systemMessage: 'The hand-off token has expired.' });
    } finally {
      clock = Date.now();
    }
  });

  it('refuses tampered tokens (a changed claim or signature character) and foreign ones', async () => {
    const token = handoffTokenOf(await freshUrl());
    for (const tampered of [flip(token, 3), flip(token, token.indexOf('.') - 1), flip(token, -1), flip(token, -20), `${token}x`, token.split('.')[0]!]) {
      expect((await verify(tampered)).json()).toMatchObject({ success: false, reason: 'invalid' });
    }
    // Well-formed claims signed with another secret, for a nonce never issued.
    const forged = signHandoffToken('another secret of enough length to pass', {
      userId: customer.id,
      productCode: 'CRM',
      workspace: 'acme-traders-crm',
      emailVerified: true,
      expiresAt: Date.now() + 60_000,
      nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect((await verify(forged)).json()).toMatchObject({ success: false, reason: 'invalid' });
    // The untouched token still works: refusing the others consumed nothing.
    expect((await verify(token)).json()).toMatchObject({ success: true });
  });

  it('answers 400 without a token, and serves a product server that sends no XSRF pair', async () => {
    expect((await verify('')).statusCode).toBe(400);
    expect((await postJson(testApp.app, '/api/handoff/verify', {})).json()).toEqual({ message: 'token is required', statusCode: 400, errors: { token: 'token is required' } });
    const token = handoffTokenOf(await freshUrl());
    const serverToServer = await testApp.app.inject({ method: 'POST', url: '/api/handoff/verify', payload: { token } });
    expect(serverToServer.statusCode).toBe(200);
    expect(serverToServer.json()).toMatchObject({ success: true });
  });

  describe('the default product landing page', () => {
    it('says which product and workspace the customer reached, as a script-free page', async () => {
      const response = await open(pathOf(await freshUrl()));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('You are signed in to WTM Salesgrow CRM — workspace acme-traders-crm');
      expect(response.body).toContain(customer.email);
      expect(response.body).toContain('<title>WTM Salesgrow CRM | WTM</title>');
      // The shell's icon: without one the browser asks for /favicon.ico, a 404 in its console.
      expect(response.body).toContain('<link rel="icon" href="/favicon.svg">');
      expect(response.body).toContain('href="/account/home"');
      expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
      expect(response.body.match(/<h1/g)).toHaveLength(1);
    });

    it('shows "already used" when opened a second time (a reload)', async () => {
      const path = pathOf(await freshUrl());
      expect((await open(path)).statusCode).toBe(200);
      const again = await open(path);
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This sign-in link has already been used');
      expect(again.body).toContain('href="/account/home"');
    });

    it('shows "expired" for an old link', async () => {
      const path = pathOf(await freshUrl());
      clock += 3 * 60_000;
      try {
        const response = await open(path);
        expect(response.statusCode).toBe(410);
        expect(response.body).toContain('This sign-in link has expired');
      } finally {
        clock = Date.now();
      }
    });

    it('refuses a tampered link and a link of another product without using it up', async () => {
      const path = pathOf(await freshUrl());
      const tampered = await open(flip(path, -2));
      expect(tampered.statusCode).toBe(400);
      expect(tampered.body).toContain('This sign-in link is not valid');
      const elsewhere = await open(path.replace('/products/crm/', '/products/service/'));
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.body).toContain('WTM Service CRM');
      expect((await open(path)).statusCode).toBe(200);
    });

    it('answers a clear page, never a 500 or the SPA, without a token or for an unknown product', async () => {
      const missing = await open('/products/crm/open');
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('Open this product from your account home');
      const repeated = await open('/products/crm/open?handoff=a&handoff=b');
      expect(repeated.statusCode).toBe(400);
      const unknown = await open('/products/payroll/open?handoff=x');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Product not found');
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      const upper = await open(pathOf(await freshUrl()).replace('/crm/', '/CRM/'));
      expect(upper.statusCode).toBe(200);
    });
  });
});

describe(`hand-off tokens in the log (${testDialect()})`, () => {
  it('never writes a token to the request log', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logStream: logs.stream });
    try {
      const customer = await registerUser(testApp.app);
      const { projectUrl } = await startProduct(testApp.app, customer.token, customer.id, 'CRM');
      const url = new URL(projectUrl!);
      const token = handoffTokenOf(projectUrl!);
      await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
      await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
      expect(logs.text()).toContain('/products/crm/open?handoff=[redacted]');
      expect(logs.text()).not.toContain(token.split('.')[1]);
    } finally {
      await testApp.close();
    }
  });
});

describe(`hand-off secret (${testDialect()})`, () => {
  it('keeps a generated secret in DATA_DIR (mode 0600), so a token issued before a restart still verifies', async () => {
    const site = await createSiteFixture();
    const database = await createTestDatabase();
    const config = testConfig(site, database);
    try {
      const before = await buildApp(config, { startWorkers: false });
      const customer = await registerUser(before);
      const token = handoffTokenOf((await startProduct(before, customer.token, customer.id, 'ACCOUNT')).projectUrl!);
      await before.close();

      const file = join(site.dataDir, 'handoff-secret');
      expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(64);
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      const after = await buildApp(config, { startWorkers: false });
      try {
        expect((await postJson(after, '/api/handoff/verify', { token })).json()).toMatchObject({ success: true, userId: customer.id, productCode: 'ACCOUNT' });
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      await site.cleanup();
    }
  });

  it('uses HANDOFF_SECRET when it is set, and writes no file', async () => {
    const secret = 'a configured hand-off secret, long enough';
    const testApp = await createTestApp({ config: { products: { urls: {}, handoffSecret: secret } } });
    try {
      await expect(access(join(testApp.site.dataDir, 'handoff-secret'))).rejects.toThrow();
      const customer = await registerUser(testApp.app);
      const token = handoffTokenOf((await startProduct(testApp.app, customer.token, customer.id, 'CRM')).projectUrl!);
      const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
      expect(signHandoffToken(secret, { ...claims, emailVerified: claims.email_verified })).toBe(token);
    } finally {
      await testApp.close();
    }
  });
});
