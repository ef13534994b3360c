import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { accountRateRules } from '../../services/accounts/rate-rules.ts';
import {
  clearRateLimits,
  forgotPassword,
  latestResetCode,
  postJson,
  registerUser,
  signIn,
  uniqueEmail,
  type RegisteredUser,
} from '../../test/accounts-fixture.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const SIGN_IN_THROTTLED = { message: 'Too many sign-in attempts. Please wait 15 minutes or reset your password.', statusCode: 429 };
const CHALLENGE_REQUIRED = { success: false, systemMessage: accountRateRules.signInPerAccount.message, challengeRequired: true };
const RESET_REQUESTS_THROTTLED = { message: 'Too many password reset requests. Please wait an hour and try again.', statusCode: 429 };

function expectThrottled(response: LightMyRequestResponse, body: object, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(body);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe(`throttling (${testDialect()})`, () => {
  let testApp: TestApp;
  let user: RegisteredUser;
  let octet = 0;
  /** A fresh client address, so only the limit under test is reached. */
  const freshAddress = () => `203.0.113.${(octet += 1)}`;
  const failSignIn = (email: string, remoteAddress = freshAddress(), headers: Record<string, string> = {}) =>
    signIn(testApp.app, email, 'wrong password', { remoteAddress, headers });

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await registerUser(testApp.app);
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('allows 5 failed sign-ins per account in 15 minutes, from any addresses, then asks for a challenge, never 429', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await failSignIn(user.email)).json()).toMatchObject({ success: false });
    for (const password of ['wrong password', user.password]) {
      // Even the right password is not checked without a solved challenge: a guesser learns nothing.
      const response = await signIn(testApp.app, user.email, password, { remoteAddress: freshAddress() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CHALLENGE_REQUIRED);
    }
  });

  it('throttles an unknown address exactly like a real account', async () => {
    const unknown = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 5; attempt += 1) await failSignIn(unknown);
    const known = await (async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) await failSignIn(user.email);
      return failSignIn(user.email);
    })();
    const other = await failSignIn(unknown);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
  });

  it('forgets the failures after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await failSignIn(user.email);
    expect((await signIn(testApp.app, user.email, user.password, { remoteAddress: freshAddress() })).json()).toMatchObject({ success: true });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await failSignIn(user.email)).statusCode).toBe(200);
  });

  it('lets the owner recover a challenged account by resetting the password too', async () => {
    const owner = await registerUser(testApp.app);
    for (let attempt = 0; attempt < 6; attempt += 1) await failSignIn(owner.email);
    expect((await failSignIn(owner.email)).json()).toEqual(CHALLENGE_REQUIRED);

    await forgotPassword(testApp.app, owner.email, { remoteAddress: freshAddress() });
    const code = await latestResetCode(testApp.app, owner.email);
    const changed = await postJson(testApp.app, '/api/login/changePassword', { password: 'recovered password', hash: code }, { remoteAddress: freshAddress() });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await signIn(testApp.app, owner.email, 'recovered password', { remoteAddress: freshAddress() })).json()).toMatchObject({ success: true });
  });

  it('allows 20 failed sign-ins per client address; a forged X-Forwarded-For changes nothing', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await failSignIn(uniqueEmail('guess'), remoteAddress, { 'x-forwarded-for': `10.9.8.${attempt}` });
      expect(response.statusCode).toBe(200);
    }
    expectThrottled(await failSignIn(uniqueEmail('guess'), remoteAddress, { 'x-forwarded-for': '10.9.9.9' }), SIGN_IN_THROTTLED, 15 * 60);
    expect((await failSignIn(uniqueEmail('guess'), remoteAddress)).statusCode).toBe(429);
  });

  it('does not count successful sign-ins against the address (an office behind one NAT)', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < accountRateRules.signInPerAddress.limit + 2; attempt += 1) {
      expect((await signIn(testApp.app, user.email, user.password, { remoteAddress })).json()).toMatchObject({ success: true });
    }
  });

  it('allows 3 reset requests per account an hour, answering the same for unknown addresses', async () => {
    const unknown = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await forgotPassword(testApp.app, user.email, { remoteAddress: freshAddress() })).statusCode).toBe(200);
      expect((await forgotPassword(testApp.app, unknown, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    }
    const known = await forgotPassword(testApp.app, user.email, { remoteAddress: freshAddress() });
    const other = await forgotPassword(testApp.app, unknown, { remoteAddress: freshAddress() });
    expectThrottled(known, RESET_REQUESTS_THROTTLED, 3600);
    expect(other.body).toBe(known.body);
    expect(other.statusCode).toBe(known.statusCode);
  });

  it('allows 10 reset requests per client address an hour', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await forgotPassword(testApp.app, uniqueEmail('x'), { remoteAddress })).statusCode).toBe(200);
    }
    expectThrottled(await forgotPassword(testApp.app, uniqueEmail('x'), { remoteAddress }), RESET_REQUESTS_THROTTLED, 3600);
  });

  it('allows 10 failed reset attempts per client address in 15 minutes', async () => {
    const remoteAddress = freshAddress();
    const attempt = () => postJson(testApp.app, '/api/login/changePassword', { password: 'whatever1', hash: 'C'.repeat(43) }, { remoteAddress });
    for (let count = 0; count < 10; count += 1) expect((await attempt()).json()).toMatchObject({ success: false });
    expectThrottled(await attempt(), { message: 'Too many password change attempts. Please wait 15 minutes and try again.', statusCode: 429 }, 15 * 60);
  });
});

describe(`throttling behind a trusted proxy (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { trustProxy: ['loopback'] } });
  });

  afterAll(() => testApp.close());

  it('counts per forwarded client address when TRUST_PROXY names the proxy', async () => {
    // The proxy (loopback) forwards 21 failures from 21 clients: none reaches the limit
    // of 20 per address, as each client is counted on its own.
    for (let client = 0; client <= accountRateRules.signInPerAddress.limit; client += 1) {
      const response = await signIn(testApp.app, uniqueEmail('guess'), 'wrong password', {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${client}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const counters = await testApp.app.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'sign-in-per-address:%').execute();
    expect(counters).toHaveLength(accountRateRules.signInPerAddress.limit + 1);
    expect(counters).toContainEqual({ key: 'sign-in-per-address:198.51.100.7', count: 1 });
    expect(counters.map((counter) => counter.key)).not.toContain('sign-in-per-address:127.0.0.1');
  });
});

describe(`throttling across API instances (${testDialect()})`, () => {
  it('shares the counts between two instances on one database', async () => {
    const first = await createTestApp();
    const second = await buildApp(testConfig(first.site, first.database), { startWorkers: false });
    try {
      const email = uniqueEmail('shared');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const app = attempt % 2 === 0 ? first.app : second;
        expect((await signIn(app, email, 'wrong password', { remoteAddress: `192.0.2.${attempt}` })).statusCode).toBe(200);
      }
      expect((await signIn(second, email, 'wrong password', { remoteAddress: '192.0.2.99' })).json()).toEqual(CHALLENGE_REQUIRED);
      expect((await signIn(first.app, email, 'wrong password', { remoteAddress: '192.0.2.98' })).json()).toEqual(CHALLENGE_REQUIRED);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
