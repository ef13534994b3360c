import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { accountRateRules } from '../../services/accounts/rate-rules.ts';
import { clearRateLimits, registerUser, uniqueEmail, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { decodePayload, encodePayload, fetchChallenge, solveFrom, solvedPayload } from '../../test/challenge-fixture.ts';
import { createTestApp, testConfig, xsrfHeaders as xsrf, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const THRESHOLD = accountRateRules.signInPerAccount.limit;
const INVALID = { success: false, systemMessage: 'Invalid email or password' };
const CHALLENGE = {
  success: false,
  systemMessage: 'To protect this account from password guessing, please complete the verification below, then sign in again.',
  challengeRequired: true,
};

describe(`sign-in past the account's failure threshold (${testDialect()})`, () => {
  let testApp: TestApp;
  let user: RegisteredUser;
  let octet = 0;
  /** A fresh client address each time: attackers and the owner come from many networks. */
  const freshAddress = () => `203.0.113.${(octet += 1) % 250}`;
  const send = (email: string, password: string, altcha?: string, app: FastifyInstance = testApp.app) =>
    app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: altcha === undefined ? { email, password } : { email, password, altcha },
      headers: xsrf(),
      remoteAddress: freshAddress(),
    });
  const failures = async (email: string) =>
    (await testApp.app.db.selectFrom('rate_limits').select('count').where('key', '=', `sign-in-per-account:${email}`).executeTakeFirst())?.count ?? 0;
  /** The failures that take an account to its threshold; the last answer says a challenge is next. */
  const failToThreshold = async (email: string) => {
    for (let count = 1; count < THRESHOLD; count += 1) expect((await send(email, 'wrong password')).json()).toEqual(INVALID);
    expect((await send(email, 'wrong password')).json()).toEqual({ ...INVALID, challengeRequired: true });
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await registerUser(testApp.app);
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('asks for a challenge instead of checking the password, and does not count that as a failure', async () => {
    await failToThreshold(user.email);
    for (const password of ['wrong password', user.password]) {
      const response = await send(user.email, password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CHALLENGE);
    }
    expect(await failures(user.email)).toBe(THRESHOLD);
  });

  it('signs the owner in with a solved challenge and the right password, and forgets the failures', async () => {
    await failToThreshold(user.email);
    const response = await send(user.email, user.password, await solveFrom(testApp.app));
    expect(response.json()).toMatchObject({ success: true, email: user.email });
    expect(await failures(user.email)).toBe(0);
    expect((await send(user.email, 'wrong password')).json()).toEqual(INVALID);
  });

  it('counts a wrong password that came with a solved challenge, and asks for another', async () => {
    await failToThreshold(user.email);
    expect((await send(user.email, 'wrong password', await solveFrom(testApp.app))).json()).toEqual({ ...INVALID, challengeRequired: true });
    expect(await failures(user.email)).toBe(THRESHOLD + 1);
  });

  it('never locks the owner out while others keep guessing from many addresses', async () => {
    await failToThreshold(user.email);
    for (let round = 0; round < 3; round += 1) {
      // Guessers without a solution get nowhere; one with a solution costs it a real solve.
      expect((await send(user.email, 'guess 1')).json()).toEqual(CHALLENGE);
      expect((await send(user.email, 'guess 2', await solveFrom(testApp.app))).json()).toEqual({ ...INVALID, challengeRequired: true });
    }
    const owner = await send(user.email, user.password, await solveFrom(testApp.app));
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ success: true, id: user.id });
  });

  it('answers an unknown address exactly as a real account, before and past the threshold', async () => {
    const unknown = uniqueEmail('nobody');
    for (let count = 1; count <= THRESHOLD + 1; count += 1) {
      const known = await send(user.email, 'wrong password', count > THRESHOLD ? await solveFrom(testApp.app) : undefined);
      const other = await send(unknown, 'wrong password', count > THRESHOLD ? await solveFrom(testApp.app) : undefined);
      expect(other.body).toBe(known.body);
    }
    const known = await send(user.email, 'wrong password');
    const other = await send(unknown, 'wrong password');
    expect(other.body).toBe(JSON.stringify(CHALLENGE));
    expect(known.body).toBe(other.body);
  });

  it('refuses a solution used once already (a replay), on this instance or another', async () => {
    await failToThreshold(user.email);
    const payload = await solveFrom(testApp.app);
    expect((await send(user.email, 'wrong password', payload)).json()).toEqual({ ...INVALID, challengeRequired: true });
    expect((await send(user.email, user.password, payload)).json()).toEqual(CHALLENGE);

    const second = await buildApp(testConfig(testApp.site, testApp.database), { startWorkers: false });
    try {
      expect((await send(user.email, user.password, payload, second)).json()).toEqual(CHALLENGE);
      // A challenge from one instance is solved and accepted on the other: they share the key.
      expect((await send(user.email, user.password, await solveFrom(testApp.app), second)).json()).toMatchObject({ success: true });
    } finally {
      await second.close();
    }
  });

  it('lets only one of racing requests with the same solution past the challenge', async () => {
    await failToThreshold(user.email);
    const payload = await solveFrom(testApp.app);
    // Wrong passwords, so the failures stay past the threshold for every racer: a right
    // one would forgive them, and a racer that looks after that rightly needs no challenge.
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(user.email, 'wrong password', payload)));
    const [asked, checked] = [answers.filter((answer) => answer.body === JSON.stringify(CHALLENGE)), answers.filter((answer) => answer.body !== JSON.stringify(CHALLENGE))];
    expect(asked).toHaveLength(5);
    expect(checked.map((answer) => answer.json())).toEqual([{ ...INVALID, challengeRequired: true }]);
    expect(await failures(user.email)).toBe(THRESHOLD + 1);
  });

  it('refuses an expired challenge', async () => {
    await failToThreshold(user.email);
    const past = await buildApp(testConfig(testApp.site, testApp.database), { startWorkers: false, challenges: { now: () => Date.now() - 6 * 60_000 } });
    try {
      const stale = await solvedPayload(await fetchChallenge(past));
      expect((await send(user.email, user.password, stale)).json()).toEqual(CHALLENGE);
    } finally {
      await past.close();
    }
  });

  it.each([
    ['a changed signature', (payload: ReturnType<typeof decodePayload>) => ({ ...payload, challenge: { ...payload.challenge, signature: '0'.repeat(64) } })],
    ['a wrong key', (payload: ReturnType<typeof decodePayload>) => ({ ...payload, solution: { ...payload.solution, derivedKey: '0'.repeat(64) } })],
    ['the key of another challenge', (payload: ReturnType<typeof decodePayload>, other: ReturnType<typeof decodePayload>) => ({ ...payload, solution: other.solution })],
    ['a later expiry', (payload: ReturnType<typeof decodePayload>) => ({ ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 4_000_000_000 } } })],
    ['no solution', (payload: ReturnType<typeof decodePayload>) => ({ challenge: payload.challenge })],
  ])('refuses a forged solution: %s', async (_name, forge) => {
    await failToThreshold(user.email);
    const forged = encodePayload(forge(decodePayload(await solveFrom(testApp.app)), decodePayload(await solveFrom(testApp.app))));
    expect((await send(user.email, user.password, forged)).json()).toEqual(CHALLENGE);
  });

  it.each(['not base64 at all!', Buffer.from('[1,2]').toString('base64'), Buffer.from('{"challenge":{"parameters":{}}}').toString('base64'), '  '])(
    'answers a malformed payload %j with a challenge, never a 500',
    async (payload) => {
      await failToThreshold(user.email);
      const response = await send(user.email, user.password, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CHALLENGE);
    },
  );

  it('refuses a challenge signed with another site\'s key', async () => {
    await failToThreshold(user.email);
    const elsewhere = await createTestApp({ config: { products: { urls: {}, handoffSecret: 'another site entirely, 32+ characters long' } } });
    try {
      expect((await send(user.email, user.password, await solveFrom(elsewhere.app))).json()).toEqual(CHALLENGE);
    } finally {
      await elsewhere.close();
    }
  });
});
