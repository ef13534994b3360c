import { forgotPassword, registerUser } from '../test/accounts-fixture.ts';
import { captureLogs } from '../test/log-capture.ts';
import { freePort, resetCodeIn, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { createMailWorker } from './mail-worker.ts';
import { createSmtpTransport } from './transports.ts';

describe(`mail that expires (${testDialect()})`, () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  const logs = captureLogs();

  beforeEach(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url }, logStream: logs.stream });
  });

  afterEach(async () => {
    await testApp.close();
    await smtp.close();
  });

  /** The reset mail of a new account, and the expiry of the link in it. */
  async function queueResetMail(): Promise<{ mailId: string; linkExpiresAt: number }> {
    const user = await registerUser(testApp.app);
    // Only the reset mail is under test: the welcome mail of the registration goes.
    await testApp.app.db.deleteFrom('mail_outbox').execute();
    await forgotPassword(testApp.app, user.email);
    await testApp.app.background.drain();
    const reset = await testApp.app.db.selectFrom('password_resets').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const mail = await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', user.email).executeTakeFirstOrThrow();
    return { mailId: mail.id, linkExpiresAt: reset.expires_at };
  }

  /** A worker on the app's database and a real SMTP transport, whose clock reads `at`. */
  function workerAt(at: number, smtpUrl = smtp.url) {
    const transport = createSmtpTransport(smtpUrl);
    const worker = createMailWorker({ db: testApp.app.db, transport, mailFrom: testApp.app.config.mailFrom, log: testApp.app.log, now: () => at });
    return { worker, close: () => transport.close() };
  }

  it('never sends a reset mail once its link has expired, and marks it expired', async () => {
    const { mailId, linkExpiresAt } = await queueResetMail();
    const late = workerAt(linkExpiresAt);
    try {
      expect(await late.worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 1 });
      expect(smtp.messages).toHaveLength(0);
      const row = await testApp.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', mailId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'expired', expires_at: linkExpiresAt, sent_at: null, attempts: 0 });
      expect(await late.worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
    } finally {
      late.close();
    }
    const line = logs.lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry['msg'] === 'mail expired before it could be sent');
    expect(line).toMatchObject({ mailId, kind: 'password-reset', level: 40 });
    // The log names the mail, never its link or address.
    const body = await testApp.app.db.selectFrom('mail_outbox').select(['text_body', 'recipient']).where('id', '=', mailId).executeTakeFirstOrThrow();
    const code = /hash=([A-Za-z0-9_-]+)/.exec(body.text_body)![1]!;
    expect(logs.text()).not.toContain(code);
    expect(JSON.stringify(line)).not.toContain(body.recipient);
  });

  it('still sends it a minute before the link expires', async () => {
    const { mailId, linkExpiresAt } = await queueResetMail();
    const inTime = workerAt(linkExpiresAt - 60_000);
    try {
      expect(await inTime.worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
    } finally {
      inTime.close();
    }
    expect(smtp.messages).toHaveLength(1);
    expect(resetCodeIn(smtp.messages[0]!)).toBeDefined();
    expect(await testApp.app.db.selectFrom('mail_outbox').select('status').where('id', '=', mailId).executeTakeFirst()).toEqual({ status: 'sent' });
  });

  it('marks it expired, not failed, when an attempt fails with no time left for another', async () => {
    const { mailId, linkExpiresAt } = await queueResetMail();
    const down = workerAt(linkExpiresAt - 1000, `smtp://127.0.0.1:${await freePort()}`);
    try {
      expect(await down.worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 1 });
    } finally {
      down.close();
    }
    const row = await testApp.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', mailId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});
