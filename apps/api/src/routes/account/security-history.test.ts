import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { bearer, clearRateLimits, latestResetCode, postJson, registerUser, signIn, signInToken, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CODE = /code=([A-Za-z0-9_-]{43})/;

describe(`the security history of an account (${testDialect()})`, () => {
  let testApp: TestApp;
  const history = async (token: string) => {
    await testApp.app.background.drain();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/securityEvents', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().events as { kind: string; at: string; device: string | null; network: string | null; detail: string | null }[];
  };
  const kindsOf = async (token: string) => (await history(token)).map((event) => event.kind);
  const codeMailedTo = async (to: string, kind: string) => {
    const [mail] = await testApp.app.db.selectFrom('mail_outbox').select('text_body').where('recipient', '=', to).where('kind', '=', kind).orderBy('created_at', 'desc').execute();
    return CODE.exec(mail!.text_body)![1]!;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ config: { budgets: { ...DEFAULT_ABUSE_BUDGETS, mailsPerRecipientPerDay: 10 } } });
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('records sign-ins, refusals, password and address changes and sessions signed out, newest first, with browser and network', async () => {
    const user = await registerUser(testApp.app);
    expect(await history(user.token)).toEqual([]);
    const firefox = (await signIn(testApp.app, user.email, user.password, { headers: { 'user-agent': FIREFOX }, remoteAddress: '198.51.100.23' })).json().token as string;
    await signIn(testApp.app, user.email, 'not the password');
    const [refused, signedIn] = await history(user.token);
    expect(refused).toMatchObject({ kind: 'sign-in-refused', detail: null });
    expect(signedIn).toMatchObject({ kind: 'signed-in', device: 'Firefox 140 on Linux', network: '198.51.100.0/24' });
    expect(Date.parse(signedIn!.at)).toBeGreaterThan(Date.now() - 60_000);

    const firefoxSession = await testApp.app.db.selectFrom('sessions').select('id').where('token_hash', '=', hashSecretToken(firefox)).executeTakeFirstOrThrow();
    await testApp.app.inject({ method: 'DELETE', url: `/api/account/sessions/${firefoxSession.id}`, headers: { ...bearer(user.token), ...xsrfHeaders() } });
    await signInToken(testApp.app, user.email, user.password);
    await postJson(testApp.app, '/api/account/sessions/signOutOthers', {}, { headers: bearer(user.token) });
    await postJson(testApp.app, '/api/account/password', { currentPassword: user.password, password: 'a brand new secret' }, { headers: bearer(user.token) });
    const moved = `history.${Date.now()}@example.com`;
    await postJson(testApp.app, '/api/account/email', { email: moved, currentPassword: 'a brand new secret' }, { headers: bearer(user.token) });
    await postJson(testApp.app, '/api/account/email/confirm', { code: await codeMailedTo(moved, 'email-change-confirmation') });
    expect(await kindsOf(user.token)).toEqual(['email-changed', 'email-change-requested', 'password-changed', 'other-sessions-ended', 'signed-in', 'session-ended', 'sign-in-refused', 'signed-in']);
    const [changed, requested] = await history(user.token);
    expect(changed!.detail).toBe(moved);
    expect(requested!.detail).toBe(moved);

    await postJson(testApp.app, '/api/account/email/undo', { code: await codeMailedTo(user.email, 'email-changed') });
    const back = await signInToken(testApp.app, user.email, 'a brand new secret');
    expect((await kindsOf(back)).slice(0, 2)).toEqual(['signed-in', 'email-change-undone']);
  });

  it('records a reset from the mailed link', async () => {
    const user = await registerUser(testApp.app);
    await testApp.app.inject({ method: 'GET', url: `/api/login/forgotPassword?username=${encodeURIComponent(user.email)}` });
    await testApp.app.background.drain();
    const reset = await postJson(testApp.app, '/api/login/changePassword', { password: 'reset secret', hash: await latestResetCode(testApp.app, user.email) });
    expect(reset.json()).toMatchObject({ success: true });
    expect(await kindsOf(await signInToken(testApp.app, user.email, 'reset secret'))).toEqual(['signed-in', 'password-reset']);
  });

  it('keeps at most the challenge threshold of refusals however many guesses come', async () => {
    const user = await registerUser(testApp.app);
    for (let guess = 0; guess < 9; guess += 1) await signIn(testApp.app, user.email, `guess ${guess}`, { remoteAddress: `203.0.113.${guess + 1}` });
    expect(await kindsOf(user.token)).toEqual(Array(5).fill('sign-in-refused'));
  });

  it('shows each customer only their own history, and nobody without a session', async () => {
    const owner: RegisteredUser = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await signInToken(testApp.app, owner.email, owner.password);
    expect(await kindsOf(owner.token)).toEqual(['signed-in']);
    expect(await kindsOf(other.token)).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/account/securityEvents' })).statusCode).toBe(401);
  });
});
