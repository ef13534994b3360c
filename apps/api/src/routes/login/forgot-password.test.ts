import { clearRateLimits, forgotPassword, latestResetCode, postJson, registerUser, uniqueEmail, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { resetCodeIn, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { compareTiming, timeOnce } from '../../test/timing.ts';
import { RESET_REQUESTED } from './password-reset.ts';

const ACCEPTED = JSON.stringify({ success: true, systemMessage: RESET_REQUESTED });

describe(`GET /api/login/forgotPassword (${testDialect()})`, () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  let user: RegisteredUser;
  const publicUrl = 'https://portal.wtm.example';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl } });
    user = await registerUser(testApp.app, { firstName: 'Asha' });
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  beforeEach(async () => {
    await clearRateLimits(testApp.app);
    // Each test sees only its own mail.
    await testApp.app.background.drain();
    await testApp.app.db.deleteFrom('mail_outbox').execute();
    smtp.messages.length = 0;
  });

  it('answers the same, word for word and status, whether or not the account exists', async () => {
    const known = await forgotPassword(testApp.app, user.email);
    const unknown = await forgotPassword(testApp.app, uniqueEmail('nobody'));
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(ACCEPTED);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    await testApp.app.background.drain();
    const queued = await testApp.app.db.selectFrom('mail_outbox').select(['recipient', 'kind']).where('kind', '=', 'password-reset').execute();
    expect(queued).toEqual([{ recipient: user.email, kind: 'password-reset' }]);
  });

  it('takes about as long whether or not the account exists', async () => {
    // Between runs (not timed): the previous request's background work finishes.
    const settle = async () => {
      await testApp.app.background.drain();
      await clearRateLimits(testApp.app);
    };
    const { ratio } = await compareTiming(
      () => timeOnce(() => forgotPassword(testApp.app, user.email), settle),
      () => timeOnce(() => forgotPassword(testApp.app, uniqueEmail('nobody')), settle),
    );
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  });

  it('refuses an empty username with the validation message of the contract', async () => {
    const response = await forgotPassword(testApp.app, ' ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Username/Email required', statusCode: 400, errors: { username: 'Username/Email required' } });
  });

  it('mails a PUBLIC_URL link through real SMTP, whatever Host and X-Forwarded-Host say', async () => {
    const response = await forgotPassword(testApp.app, user.email.toUpperCase(), {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.body).toBe(ACCEPTED);
    await testApp.app.background.drain();
    expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.raw).not.toContain('evil.example');
    expect(mail!.decoded).toContain(`${publicUrl}/login/changePassword?hash=`);
    expect(mail!.raw).toMatch(/^Subject: Reset your WTM password/m);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    expect(mail!.decoded).toContain('Hello Asha,');
    expect(mail!.messageId).toMatch(/^<password-reset\.[0-9a-f-]{36}@localhost>$/);

    // The link works: it changes the password.
    const code = resetCodeIn(mail!)!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const changed = await postJson(testApp.app, '/api/login/changePassword', { password: 'a brand new one', hash: code });
    expect(changed.json()).toMatchObject({ success: true });
  });

  it('stores only a hash of the code, valid for one hour', async () => {
    await forgotPassword(testApp.app, user.email);
    const code = await latestResetCode(testApp.app, user.email);
    const rows = await testApp.app.db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).execute();
    const newest = rows.find((row) => row.used_at === null && row.superseded_at === null)!;
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(newest.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newest.expires_at - newest.created_at).toBe(60 * 60_000);
  });
});
