import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deriveChallengeKeys } from '../../services/challenges/keys.ts';
import { CHALLENGE_LIFETIME_MS } from '../../services/challenges/challenge.service.ts';
import { challengeRateRules } from '../../services/accounts/rate-rules.ts';
import { postJson, uniqueEmail } from '../../test/accounts-fixture.ts';
import { solvedPayload } from '../../test/challenge-fixture.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`GET /api/challenge (${testDialect()})`, () => {
  const logs = captureLogs();
  let testApp: TestApp;
  let octet = 0;
  const get = (remoteAddress = `198.18.7.${(octet += 1)}`) => testApp.app.inject({ method: 'GET', url: '/api/challenge', remoteAddress });

  beforeAll(async () => {
    testApp = await createTestApp({ logStream: logs.stream });
  });

  afterAll(() => testApp.close());

  it('answers a fresh signed challenge that expires in a few minutes, never cached', async () => {
    const before = Date.now();
    const [first, second] = [await get(), await get()];
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const challenge = first.json();
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'SHA-256',
        cost: 1,
        expiresAt: expect.any(Number),
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(before + CHALLENGE_LIFETIME_MS - 2000);
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + CHALLENGE_LIFETIME_MS);
    expect(second.json().parameters.nonce).not.toBe(challenge.parameters.nonce);
    // altcha-lib's solver finds it (the low test difficulty, CHALLENGE_MAX_NUMBER).
    await expect(solvedPayload(challenge)).resolves.toEqual(expect.any(String));
  });

  it(`gives one address ${challengeRateRules.issuePerAddress.limit} challenges in 10 minutes, then 429`, async () => {
    const remoteAddress = '198.18.8.1';
    for (let count = 0; count < challengeRateRules.issuePerAddress.limit; count += 1) expect((await get(remoteAddress)).statusCode).toBe(200);
    const refused = await get(remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many verification requests from your network. Please wait 10 minutes and try again.', statusCode: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);
    expect((await get('198.18.8.2')).statusCode).toBe(200);
  });

  it('is not the SPA: a POST is a 404, not a page', async () => {
    const response = await postJson(testApp.app, '/api/challenge', {});
    expect(response.statusCode).toBe(404);
  });

  it('never logs the keys or the secret they come from', async () => {
    // A challenge round trip that logs: sign-in asking for a challenge.
    const email = uniqueEmail('logged');
    for (let count = 0; count < 6; count += 1) await postJson(testApp.app, '/api/login/login', { email, password: 'wrong password' }, { remoteAddress: `198.18.9.${count}` });
    await postJson(testApp.app, '/api/login/login', { email, password: 'wrong password', altcha: 'forged' }, { remoteAddress: '198.18.9.99' });
    expect(logs.text()).toContain('sign-in needs a solved challenge');

    const secret = (await readFile(join(testApp.site.dataDir, 'handoff-secret'), 'utf8')).trim();
    const keys = deriveChallengeKeys(secret);
    for (const value of [secret, keys.signature, keys.keySignature]) expect(logs.text()).not.toContain(value);
  });
});
