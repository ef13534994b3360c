import type { AccountSecondFactors, LoginFailure, LoginResponse, LoginSuccess, PasskeyOptionsAnswer, RecoveryCodesAnswer } from '@wtm/contract';
import { STAFF_SECOND_FACTOR_REQUIRED } from '@wtm/contract';
import { addAuthenticatorApp, bearer, clearRateLimits, postJson, registerAdmin, registerUser, signIn, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { totpCode } from '../../test/second-factor-fixture.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { solveFrom } from '../../test/challenge-fixture.ts';
import { createTestApp, xsrfHeaders as xsrf, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const ORIGIN = 'http://localhost:8080';

describe(`two-factor sign-in: authenticator app, recovery codes, passkeys, step-up, staff (${testDialect()})`, () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const post = (url: string, token: string | undefined, payload: unknown = {}) => postJson(app(), url, payload, token === undefined ? {} : { headers: bearer(token) });
  const factorsOf = async (token: string) => (await app().inject({ method: 'GET', url: '/api/account/secondFactors', headers: bearer(token) })).json<AccountSecondFactors>();
  const firstStep = async (user: RegisteredUser, extras = {}) => {
    const answer = (await signIn(app(), user.email, user.password, extras)).json<LoginFailure>();
    expect(answer).toMatchObject({ success: false, secondFactor: { token: expect.any(String), methods: ['authenticator-app'] } });
    return answer.secondFactor!.token;
  };
  const secondStep = async (token: string, code: string, extras: Record<string, unknown> = {}) => (await post('/api/login/secondFactor', undefined, { token, code, ...extras })).json<LoginResponse>();
  /** Makes the session's sign-in older than the step-up window. */
  const ageSession = (minutes: number) => app().db.updateTable('sessions').set({ created_at: Date.now() - minutes * 60_000 }).execute();

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  beforeEach(() => clearRateLimits(app()));

  it('turns the app on with its first code, then asks every sign-in for a code, each accepted once, and keeps rememberMe', async () => {
    const user = await registerUser(app());
    expect(await factorsOf(user.token)).toMatchObject({ authenticatorApp: null, passkeys: [], recoveryCodesLeft: 0 });
    const setup = (await post('/api/account/authenticatorApp/setup', user.token)).json<{ secret: string; uri: string; qrCode: string }>();
    expect(setup.uri).toBe(`otpauth://totp/WTM:${encodeURIComponent(user.email)}?issuer=WTM&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // Nothing changes before the first code: sign-in is still the password alone.
    expect((await signIn(app(), user.email, user.password)).json()).toMatchObject({ success: true });
    expect((await post('/api/account/authenticatorApp', user.token, { code: '000000' })).json()).toMatchObject({ statusCode: 400, errors: { code: expect.any(String) } });
    const on = (await post('/api/account/authenticatorApp', user.token, { code: totpCode(setup.secret) })).json<RecoveryCodesAnswer>();
    expect(on.recoveryCodes).toHaveLength(10);
    expect(new Set(on.recoveryCodes).size).toBe(10);
    for (const code of on.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await factorsOf(user.token)).toMatchObject({ authenticatorApp: { enabledAt: expect.any(String) }, recoveryCodesLeft: 10 });
    // The codes are kept only hashed.
    const stored = await app().db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(on.recoveryCodes[0]!);

    const token = await firstStep(user, { rememberMe: true });
    // The setup's code was used (its step is spent): the same code again is refused.
    expect(await secondStep(token, totpCode(setup.secret))).toMatchObject({ success: false, secondFactor: { token } });
    const next = totpCode(setup.secret, Date.now() + 30_000);
    const signedIn = (await secondStep(token, next)) as LoginSuccess;
    expect(signedIn).toMatchObject({ success: true, id: user.id, email: user.email });
    const session = await app().db.selectFrom('sessions').select('remember_me').where('user_id', '=', user.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(Boolean(session.remember_me)).toBe(true);
    // The step is spent once it signed in.
    expect(await secondStep(token, totpCode(setup.secret, Date.now() + 60_000))).toEqual({ success: false, systemMessage: 'This sign-in has expired. Please enter your email and password again.' });
    // A replayed code on a new step is refused too.
    expect(await secondStep(await firstStep(user), next)).toMatchObject({ success: false, secondFactor: expect.any(Object) });
  });

  it('takes a recovery code once, in any case and spacing, and ends a step after five wrong codes', async () => {
    const user = await registerUser(app());
    const { recoveryCodes } = await addAuthenticatorApp(app(), user.token);
    const code = recoveryCodes[3]!;
    expect(await secondStep(await firstStep(user), ` ${code.toUpperCase().replace('-', ' ')} `)).toMatchObject({ success: true });
    expect(await secondStep(await firstStep(user), code)).toMatchObject({ success: false, secondFactor: expect.any(Object) });
    expect((await factorsOf(user.token)).recoveryCodesLeft).toBe(9);

    await clearRateLimits(app());
    const step = await firstStep(user);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(await secondStep(step, '123456')).toMatchObject({ success: false, secondFactor: { token: step } });
    expect(await secondStep(step, '123456')).toEqual(expect.not.objectContaining({ secondFactor: expect.anything() }));
    expect(await secondStep(step, recoveryCodes[0]!)).toMatchObject({ success: false, systemMessage: 'This sign-in has expired. Please enter your email and password again.' });
    const history = await app().db.selectFrom('security_events').select('kind').where('user_id', '=', user.id).execute();
    expect(history.map((line) => line.kind)).toEqual(expect.arrayContaining(['authenticator-app-added', 'recovery-codes-made', 'recovery-code-used', 'second-step-refused']));
  });

  it('counts wrong codes with wrong passwords: past the threshold each step needs a solved challenge, never a lockout', async () => {
    const user = await registerUser(app());
    const { secret } = await addAuthenticatorApp(app(), user.token);
    const first = await firstStep(user);
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await secondStep(first, '111111')).not.toHaveProperty('challengeRequired');
    const second = await firstStep(user);
    expect(await secondStep(second, '111111')).toMatchObject({ success: false });
    expect(await secondStep(second, '111111')).toMatchObject({ success: false, challengeRequired: true, secondFactor: { token: second } });
    // Now the right code alone is not enough: it needs a solved challenge, and then it signs in.
    expect(await secondStep(second, totpCode(secret, Date.now() + 30_000))).toMatchObject({ success: false, challengeRequired: true });
    expect(await secondStep(second, totpCode(secret, Date.now() + 30_000), { altcha: await solveFrom(app()) })).toMatchObject({ success: true });
  });

  it('refuses bad input with a 400 and a garbled or unknown step as expired, never a 500', async () => {
    for (const payload of [{}, { token: 'x' }, { code: '123456' }, { token: 5, code: '123456' }, { token: 'a'.repeat(65), code: '1' }, { token: 't', code: 'x'.repeat(21) }]) {
      expect((await post('/api/login/secondFactor', undefined, payload)).statusCode).toBe(400);
    }
    expect(await secondStep('not-a-token', '123456')).toMatchObject({ success: false, systemMessage: expect.stringContaining('expired') });
    expect(await secondStep('A'.repeat(43), '123456')).toMatchObject({ success: false, systemMessage: expect.stringContaining('expired') });
    for (const payload of [{}, { challengeId: 'nope', response: {} }, { challengeId: '0b8e4c2a-5d7f-4a1e-8c3b-9f6d2e1a7b4c', response: [] }]) {
      expect((await post('/api/login/passkey', undefined, payload)).statusCode).toBe(400);
    }
    expect((await post('/api/login/passkey', undefined, { challengeId: '0b8e4c2a-5d7f-4a1e-8c3b-9f6d2e1a7b4c', response: { id: 'x' } })).json()).toMatchObject({ success: false });
  });

  it('stores nothing for a passkey sign-in challenge until it is used', async () => {
    const before = await app().db.selectFrom('webauthn_challenges').select('id').execute();
    for (let view = 0; view < 5; view += 1) expect((await post('/api/login/passkey/options', undefined)).statusCode).toBe(200);
    expect(await app().db.selectFrom('webauthn_challenges').select('id').execute()).toHaveLength(before.length);
  });

  it('changes factors only within 10 minutes of the sign-in (step-up), and only the caller’s own', async () => {
    const owner = await registerUser(app());
    const other = await registerUser(app());
    await addAuthenticatorApp(app(), owner.token);
    const passkey = new SoftAuthenticator();
    const options = (await post('/api/account/passkeys/options', other.token)).json<PasskeyOptionsAnswer>();
    expect((await post('/api/account/passkeys', other.token, { challengeId: options.challengeId, response: passkey.register(options.options, ORIGIN), name: 'Phone' })).statusCode).toBe(200);
    const othersKey = (await factorsOf(other.token)).passkeys[0]!;
    // Not the owner's: 404, as an unknown one; nor the other's challenge.
    expect((await app().inject({ method: 'DELETE', url: `/api/account/passkeys/${othersKey.id}`, headers: { ...bearer(owner.token), ...xsrf() } })).statusCode).toBe(404);
    expect((await app().inject({ method: 'PATCH', url: `/api/account/passkeys/${othersKey.id}`, payload: { name: 'Mine' }, headers: { ...bearer(owner.token), ...xsrf() } })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/account/secondFactors' })).statusCode).toBe(401);

    await ageSession(11);
    const stepUp = { statusCode: 403, message: 'For your security, sign in again before you change two-factor sign-in: your last sign-in was more than 10 minutes ago.' };
    expect((await app().inject({ method: 'DELETE', url: '/api/account/authenticatorApp', headers: { ...bearer(owner.token), ...xsrf() } })).json()).toEqual(stepUp);
    expect((await post('/api/account/recoveryCodes', owner.token)).json()).toEqual(stepUp);
    expect((await post('/api/account/passkeys/options', owner.token)).json()).toEqual(stepUp);
    expect((await post('/api/account/authenticatorApp/setup', owner.token)).json()).toEqual(stepUp);
    expect((await factorsOf(owner.token)).authenticatorApp).not.toBeNull();
  });

  it('registers passkeys and signs in with one alone; refuses another origin, a replayed answer and a counter that went back', async () => {
    const user = await registerUser(app());
    const key = new SoftAuthenticator();
    const registration = (await post('/api/account/passkeys/options', user.token)).json<PasskeyOptionsAnswer>();
    expect(registration.options).toMatchObject({ rp: { id: 'localhost', name: 'WTM' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    // From another origin: refused, and the challenge is spent.
    expect((await post('/api/account/passkeys', user.token, { challengeId: registration.challengeId, response: key.register(registration.options, 'https://evil.example'), name: 'Laptop' })).statusCode).toBe(400);
    const again = (await post('/api/account/passkeys/options', user.token)).json<PasskeyOptionsAnswer>();
    const added = (await post('/api/account/passkeys', user.token, { challengeId: again.challengeId, response: key.register(again.options, ORIGIN), name: 'Laptop' })).json<RecoveryCodesAnswer>();
    expect(added).toMatchObject({ success: true, recoveryCodes: expect.arrayContaining([expect.any(String)]) });
    expect((await factorsOf(user.token)).passkeys).toEqual([{ id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    // The same credential twice: 409.
    const third = (await post('/api/account/passkeys/options', user.token)).json<PasskeyOptionsAnswer>();
    expect((await post('/api/account/passkeys', user.token, { challengeId: third.challengeId, response: key.register(third.options, ORIGIN), name: 'Again' })).statusCode).toBe(409);

    const signInWith = async (answer: (options: Record<string, unknown>) => Record<string, unknown>) => {
      const options = (await post('/api/login/passkey/options', undefined)).json<PasskeyOptionsAnswer>();
      const response = answer(options.options);
      return { options, response, result: (await post('/api/login/passkey', undefined, { challengeId: options.challengeId, response })).json<LoginResponse>() };
    };
    const first = await signInWith((options) => key.authenticate(options, ORIGIN));
    expect(first.result).toMatchObject({ success: true, id: user.id });
    // The same answer again: its challenge is spent.
    expect((await post('/api/login/passkey', undefined, { challengeId: first.options.challengeId, response: first.response })).json()).toMatchObject({ success: false });
    expect((await signInWith((options) => key.authenticate(options, 'https://evil.example'))).result).toMatchObject({ success: false });
    expect((await signInWith((options) => key.authenticate(options, ORIGIN, { rpId: 'evil.example' }))).result).toMatchObject({ success: false });
    // A counter that did not grow (a cloned authenticator) is refused.
    key.counter = 1;
    expect((await signInWith((options) => key.authenticate(options, ORIGIN, { keepCounter: true }))).result).toMatchObject({ success: false });
    key.counter = 5;
    expect((await signInWith((options) => key.authenticate(options, ORIGIN))).result).toMatchObject({ success: true });
    // A passkey account's password sign-in asks for the second step too.
    expect((await signIn(app(), user.email, user.password)).json()).toMatchObject({ success: false, secondFactor: { methods: ['passkey'] } });

    const keyId = (await factorsOf(user.token)).passkeys[0]!.id;
    expect((await app().inject({ method: 'PATCH', url: `/api/account/passkeys/${keyId}`, payload: { name: '  ' }, headers: { ...bearer(user.token), ...xsrf() } })).statusCode).toBe(400);
    expect((await app().inject({ method: 'PATCH', url: `/api/account/passkeys/${keyId}`, payload: { name: 'Work laptop' }, headers: { ...bearer(user.token), ...xsrf() } })).statusCode).toBe(200);
    expect((await app().inject({ method: 'DELETE', url: `/api/account/passkeys/${keyId}`, headers: { ...bearer(user.token), ...xsrf() } })).statusCode).toBe(200);
    // The last factor gone, its recovery codes go too, and the password alone signs in.
    expect(await factorsOf(user.token)).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await signIn(app(), user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it('keeps staff out of staff APIs and other customers’ records until they have a second factor, at the next request', async () => {
    const admin = await registerAdmin(app(), { secondFactor: false });
    const customer = await registerUser(app());
    const refused = { statusCode: 403, message: STAFF_SECOND_FACTOR_REQUIRED };
    expect((await app().inject({ method: 'GET', url: '/api/admin/releases', headers: bearer(admin.token) })).json()).toEqual(refused);
    expect((await app().inject({ method: 'GET', url: `/users/${customer.id}`, headers: bearer(admin.token) })).statusCode).toBe(403);
    // Their own record stays theirs.
    expect((await app().inject({ method: 'GET', url: `/users/${admin.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    await addAuthenticatorApp(app(), admin.token);
    expect((await app().inject({ method: 'GET', url: '/api/admin/releases', headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: `/users/${customer.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await app().inject({ method: 'DELETE', url: '/api/account/authenticatorApp', headers: { ...bearer(admin.token), ...xsrf() } })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/api/admin/releases', headers: bearer(admin.token) })).json()).toEqual(refused);
  });
});
