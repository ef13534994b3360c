import type { LightMyRequestResponse } from 'fastify';
import { hashSecretToken } from '../../lib/secret-token.ts';
import {
  bearer,
  clearRateLimits,
  forgotPassword,
  latestResetCode,
  resetCodeMailedBy,
  postJson,
  registerUser,
  signIn,
  signInToken,
  type RegisteredUser,
} from '../../test/accounts-fixture.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { PASSWORD_CHANGED, RESET_LINK_INVALID } from './password-reset.ts';

const CHANGED = { success: true, systemMessage: PASSWORD_CHANGED };
const INVALID = { success: false, systemMessage: RESET_LINK_INVALID };

describe(`changing the password with a reset link (${testDialect()})`, () => {
  let testApp: TestApp;
  let address = 0;
  const changeByPost = (password: string, hash: string, remoteAddress = `192.0.2.${(address = (address % 250) + 1)}`) =>
    postJson(testApp.app, '/api/login/changePassword', { password, hash }, { remoteAddress });
  const changeByGet = (password: string, hash: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/login/changePassword?password=${encodeURIComponent(password)}&hash=${encodeURIComponent(hash)}`,
    });
  const resetCodeFor = (user: RegisteredUser) =>
    resetCodeMailedBy(testApp.app, user.email, () => forgotPassword(testApp.app, user.email, { remoteAddress: '198.51.100.200' }));

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('sets the new password, ends every session and queues a notice', async () => {
    const user = await registerUser(testApp.app);
    const otherDevice = await signInToken(testApp.app, user.email, user.password);
    const code = await resetCodeFor(user);

    const response = await changeByPost('my new password', code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CHANGED);

    expect((await signIn(testApp.app, user.email, user.password)).json()).toEqual({ success: false, systemMessage: 'Invalid email or password' });
    expect((await signIn(testApp.app, user.email, 'my new password')).json()).toMatchObject({ success: true });
    for (const token of [user.token, otherDevice]) {
      const answer = await testApp.app.inject({ method: 'GET', url: `/users/${user.id}`, headers: bearer(token) });
      expect(answer.statusCode).toBe(401);
    }
    const notices = await testApp.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', user.email).where('kind', '=', 'password-changed').execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ status: 'pending', subject: 'Your WTM password was changed' });
    expect(notices[0]!.text_body).toContain('http://localhost:8080/login/forgetPassword');
  });

  it('keeps the legacy GET form working', async () => {
    const user = await registerUser(testApp.app);
    const response = await changeByGet('changed by get', await resetCodeFor(user));
    expect(response.json()).toEqual(CHANGED);
    expect((await signIn(testApp.app, user.email, 'changed by get')).json()).toMatchObject({ success: true });
  });

  it('works once: reusing the link fails', async () => {
    const user = await registerUser(testApp.app);
    const code = await resetCodeFor(user);
    expect((await changeByPost('first new password', code)).json()).toEqual(CHANGED);
    expect((await changeByPost('second new password', code)).json()).toEqual(INVALID);
    expect((await signIn(testApp.app, user.email, 'first new password')).json()).toMatchObject({ success: true });
  });

  it('works exactly once when 20 requests race with the same link', async () => {
    const user = await registerUser(testApp.app);
    const code = await resetCodeFor(user);
    const answers = await Promise.all(Array.from({ length: 20 }, (_unused, index) => changeByPost(`racing password ${index}`, code)));
    const bodies = answers.map((answer: LightMyRequestResponse) => answer.json());
    expect(bodies.filter((body) => body.success === true)).toHaveLength(1);
    expect(bodies.filter((body) => body.success === false)).toHaveLength(19);
    for (const body of bodies) expect([CHANGED, INVALID]).toContainEqual(body);
    const winner = answers.findIndex((answer) => answer.json().success === true);
    expect((await signIn(testApp.app, user.email, `racing password ${winner}`)).json()).toMatchObject({ success: true });
    const notices = await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', user.email).where('kind', '=', 'password-changed').execute();
    expect(notices).toHaveLength(1);
  });

  it('fails after the hour is over', async () => {
    const user = await registerUser(testApp.app);
    const code = await resetCodeFor(user);
    await testApp.app.db.updateTable('password_resets').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', hashSecretToken(code)).execute();
    expect((await changeByPost('too late now', code)).json()).toEqual(INVALID);
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it('fails for a link superseded by a newer request; the newer one works', async () => {
    const user = await registerUser(testApp.app);
    const older = await resetCodeFor(user);
    const newer = await resetCodeFor(user);
    expect(newer).not.toBe(older);
    expect((await changeByPost('from the old link', older)).json()).toEqual(INVALID);
    expect((await changeByPost('from the new link', newer)).json()).toEqual(CHANGED);
  });

  it.each([
    ['an unknown code', 'B'.repeat(43)],
    ['a code of another shape', 'not-a-code'],
  ])('fails for %s', async (_case, hash) => {
    expect((await changeByPost('whatever new', hash)).json()).toEqual(INVALID);
  });

  it.each([
    [{ password: 'new password' }, 'hash', 'The password reset link is incomplete. Open the link from the email again.'],
    [{ hash: 'x'.repeat(43) }, 'password', 'Password is required'],
    [{ password: '12345', hash: 'x'.repeat(43) }, 'password', 'Password must be at least 6 characters'],
  ])('refuses invalid input %j with 400', async (payload, field, message) => {
    const response = await postJson(testApp.app, '/api/login/changePassword', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400, errors: { [field]: message } });
  });
});

describe(`the password and the reset code never reach the log (${testDialect()})`, () => {
  it.each(['GET', 'POST'] as const)('in the %s form, for a good and a bad request', async (method) => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logStream: logs.stream });
    try {
      const user = await registerUser(testApp.app);
      await forgotPassword(testApp.app, user.email);
      const code = await latestResetCode(testApp.app, user.email);
      const password = `Sup3r-Secret-${method}-password`;
      const send = (hash: string) =>
        method === 'POST'
          ? postJson(testApp.app, '/api/login/changePassword', { password, hash })
          : testApp.app.inject({ method: 'GET', url: `/api/login/changePassword?password=${encodeURIComponent(password)}&hash=${hash}` });

      expect((await send(code)).json()).toEqual(CHANGED);
      expect((await send(code)).json()).toEqual(INVALID);

      const text = logs.text();
      expect(text).toContain('/api/login/changePassword');
      expect(text).not.toContain(password);
      expect(text).not.toContain(encodeURIComponent(password));
      expect(text).not.toContain(code);
      expect(text).not.toContain(user.password);
      if (method === 'GET') expect(text).toContain('password=[redacted]&hash=[redacted]');
    } finally {
      await testApp.close();
    }
  });
});
