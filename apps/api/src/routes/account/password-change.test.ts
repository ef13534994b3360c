import { bearer, clearRateLimits, postJson, registerUser, signIn, signInToken, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const WRONG = 'The current password is not correct';

describe(`changing the password while signed in (${testDialect()})`, () => {
  let testApp: TestApp;
  const change = (token: string | undefined, payload: unknown) =>
    postJson(testApp.app, '/api/account/password', payload, { headers: token === undefined ? {} : bearer(token) });
  const statusWith = async (token: string) => (await testApp.app.inject({ method: 'GET', url: '/api/account/myProduct?clientId=x', headers: bearer(token) })).statusCode;
  const noticesTo = (user: RegisteredUser) =>
    testApp.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', user.email).where('kind', '=', 'password-changed').execute();

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('sets the new password, keeps this session, ends every other one at its next request and mails a notice', async () => {
    const user = await registerUser(testApp.app);
    const phone = await signInToken(testApp.app, user.email, user.password);
    const laptop = await signInToken(testApp.app, user.email, user.password);

    const response = await change(user.token, { currentPassword: user.password, password: 'a brand new secret' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, systemMessage: 'Your password has been changed, and your 2 other sessions have been signed out.' });

    expect(await statusWith(user.token)).not.toBe(401);
    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(laptop)).toBe(401);
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: false });
    expect((await signIn(testApp.app, user.email, 'a brand new secret')).json()).toMatchObject({ success: true });
    const notices = await noticesTo(user);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'Your WTM password was changed' });
    expect(notices[0]!.text_body).toContain('changed from My Account, and every other device');
    expect(notices[0]!.text_body).toContain('http://localhost:8080/login/forgetPassword');
  });

  it('refuses a wrong current password at its field and changes nothing', async () => {
    const user = await registerUser(testApp.app);
    const other = await signInToken(testApp.app, user.email, user.password);
    const response = await change(user.token, { currentPassword: 'not my password', password: 'a brand new secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: WRONG, statusCode: 400, errors: { currentPassword: WRONG } });
    expect(await statusWith(other)).not.toBe(401);
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: true });
    expect(await noticesTo(user)).toHaveLength(0);
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const user = await registerUser(testApp.app);
    const cases: [unknown, string][] = [
      [{ password: 'a brand new secret' }, 'currentPassword'],
      [{ currentPassword: user.password }, 'password'],
      [{ currentPassword: user.password, password: 'short' }, 'password'],
      [{ currentPassword: user.password, password: user.password }, 'password'],
      [{ currentPassword: user.password, password: 'x'.repeat(5000) }, 'password'],
      [{ currentPassword: 42, password: ['a brand new secret'] }, 'currentPassword'],
      [{ currentPassword: user.password, password: 'nul\u0000inside' }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const response = await change(user.token, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    const notJson = await testApp.app.inject({ method: 'POST', url: '/api/account/password', payload: 'currentPassword=x', headers: { ...bearer(user.token), 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it('needs a live session and the site’s XSRF pair', async () => {
    const user = await registerUser(testApp.app);
    expect((await change(undefined, { currentPassword: user.password, password: 'a brand new secret' })).statusCode).toBe(401);
    const withoutXsrf = await testApp.app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: user.password, password: 'a brand new secret' }, headers: bearer(user.token) });
    expect(withoutXsrf.statusCode).toBe(403);
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it('stops guessing after 5 wrong current passwords in 15 minutes, without locking the owner out of signing in', async () => {
    const user = await registerUser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(user.token, { currentPassword: `guess ${attempt}`, password: 'a brand new secret' })).statusCode).toBe(400);
    const throttled = await change(user.token, { currentPassword: user.password, password: 'a brand new secret' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json().message).toBe('Too many wrong current passwords. Please wait 15 minutes, or sign out and use Forgot password.');
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it('never logs the passwords', async () => {
    const logs = captureLogs();
    const logged = await createTestApp({ logStream: logs.stream });
    try {
      const user = await registerUser(logged.app);
      const send = (currentPassword: string) => postJson(logged.app, '/api/account/password', { currentPassword, password: 'secret never logged' }, { headers: bearer(user.token) });
      expect((await send('wrong one here')).statusCode).toBe(400);
      expect((await send(user.password)).statusCode).toBe(200);
      expect(logs.lines.length).toBeGreaterThan(0);
      expect(logs.text()).not.toMatch(/secret never logged|wrong one here/);
    } finally {
      await logged.close();
    }
  });
});
