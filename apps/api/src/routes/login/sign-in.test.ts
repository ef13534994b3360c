import type { LoginSuccess } from '@wtm/contract';
import { REMEMBERED_SESSION_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../services/accounts/sessions.service.ts';
import { bearer, clearRateLimits, postJson, registerUser, signIn, signInToken, uniqueEmail, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { compareTiming, timeOnce } from '../../test/timing.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';

const SESSION_ENDED = { message: 'Your session has ended. Please sign in again.', statusCode: 401 };

describe(`sign-in, sessions and sign-out (${testDialect()})`, () => {
  let testApp: TestApp;
  let user: RegisteredUser;
  const me = (token: string) => testApp.app.inject({ method: 'GET', url: `/users/${user.id}`, headers: bearer(token) });

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await registerUser(testApp.app);
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('signs in with the right password, whatever the letter case of the address', async () => {
    const response = await signIn(testApp.app, `  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as LoginSuccess;
    expect(body).toEqual({ success: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), systemMessage: 'Login successful', id: user.id, email: user.email, firstName: 'Priya', lastName: 'Nair' });
    expect(body.token).not.toBe(user.token);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address identically, with 200 and never 401', async () => {
    const wrongPassword = await signIn(testApp.app, user.email, 'not the password');
    const unknownAddress = await signIn(testApp.app, uniqueEmail('nobody'), 'not the password');
    for (const response of [wrongPassword, unknownAddress]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"success":false,"systemMessage":"Invalid email or password"}');
    }
    // Same headers too (dates and the fresh XSRF cookie aside).
    const headersOf = ({ headers }: typeof wrongPassword) => {
      const { date: _date, 'set-cookie': _cookie, ...rest } = headers;
      return rest;
    };
    expect(headersOf(unknownAddress)).toEqual(headersOf(wrongPassword));
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const reset = () => clearRateLimits(testApp.app);
    const { ratio } = await compareTiming(
      () => timeOnce(() => signIn(testApp.app, uniqueEmail('nobody'), 'not the password'), reset),
      () => timeOnce(() => signIn(testApp.app, user.email, 'not the password'), reset),
    );
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  });

  it('refuses empty fields with the validation messages of the contract', async () => {
    const response = await postJson(testApp.app, '/api/login/login', { email: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Username is required',
      statusCode: 400,
      errors: { email: 'Username is required', password: 'Password is required' },
    });
  });

  it('gives a 12-hour session, and 30 days with "Remember me"', async () => {
    const lifetimeOf = async (rememberMe: boolean | undefined) => {
      const body = (await signIn(testApp.app, user.email, user.password, rememberMe === undefined ? {} : { rememberMe })).json() as LoginSuccess;
      const session = await testApp.app.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', hashSecretToken(body.token))
        .executeTakeFirstOrThrow();
      return { lifetime: session.expires_at - session.created_at, rememberMe: Boolean(session.remember_me) };
    };
    expect(await lifetimeOf(undefined)).toEqual({ lifetime: SESSION_LIFETIME_MS, rememberMe: false });
    expect(await lifetimeOf(false)).toEqual({ lifetime: 12 * 3_600_000, rememberMe: false });
    expect(await lifetimeOf(true)).toEqual({ lifetime: REMEMBERED_SESSION_LIFETIME_MS, rememberMe: true });
    expect(REMEMBERED_SESSION_LIFETIME_MS).toBe(30 * 24 * 3_600_000);
  });

  it('signs out by revoking the token on the server', async () => {
    const token = await signInToken(testApp.app, user.email, user.password);
    const other = await signInToken(testApp.app, user.email, user.password);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login/logout', headers: { ...xsrfHeaders(), ...bearer(token) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, systemMessage: 'You have been signed out.' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const again = await testApp.app.inject({ method: 'POST', url: '/api/login/logout', headers: { ...xsrfHeaders(), ...bearer(token) } });
    expect(again.statusCode).toBe(401);
  });

  it('protects sign-out against cross-site requests', async () => {
    const token = await signInToken(testApp.app, user.email, user.password);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
  });

  describe('a signed-in call answers 401', () => {
    it.each([
      ['without an Authorization header', {}],
      ['with an unknown token', bearer('A'.repeat(43))],
      ['with a malformed token', bearer('not a token')],
      ['with another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ])('%s', async (_case, headers) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/users/${user.id}`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('with an expired token', async () => {
      const token = await signInToken(testApp.app, user.email, user.password);
      await testApp.app.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', hashSecretToken(token))
        .execute();
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    });

    it('with a revoked token', async () => {
      const token = await signInToken(testApp.app, user.email, user.password);
      await testApp.app.db
        .updateTable('sessions')
        .set({ revoked_at: Date.now() })
        .where('token_hash', '=', hashSecretToken(token))
        .execute();
      expect((await me(token)).json()).toEqual(SESSION_ENDED);
    });
  });
});
