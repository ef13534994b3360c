import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { startStalledSmtp, type StalledSmtp } from '../test/stalled-smtp.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { createSmtpTransport } from './transports.ts';

const GREETING_MS = 800;
/** SMTP_URL with nodemailer's timeouts made short, as an operator may set them. */
const smtpUrl = (port: number, greetingMs = GREETING_MS) =>
  `smtp://127.0.0.1:${port}?connectionTimeout=${greetingMs}&greetingTimeout=${greetingMs}&socketTimeout=5000`;

const mail = (index: number) => ({ kind: 'test-notice', to: `reader${index}@example.com`, subject: `Notice ${index}`, text: 'Hello', html: '<p>Hello</p>' });

describe(`an SMTP server that never greets (${testDialect()})`, () => {
  let stalled: StalledSmtp | undefined;
  let smtp: SmtpCapture | undefined;
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    await stalled?.close();
    await smtp?.close();
    [testApp, stalled, smtp] = [undefined, undefined, undefined];
  });

  async function appWithMails(smtpUrlOfTest: string, count: number): Promise<TestApp> {
    const created = await createTestApp({ config: { smtpUrl: smtpUrlOfTest } });
    for (let index = 0; index < count; index += 1) await created.app.outbox.queueMail(created.app.db, mail(index));
    return created;
  }

  it('fails an attempt after the greeting timeout given in SMTP_URL', async () => {
    stalled = await startStalledSmtp();
    const transport = createSmtpTransport(smtpUrl(stalled.port));
    const started = Date.now();
    try {
      await expect(transport.deliver({ messageId: '<a@localhost>', from: 'no-reply@localhost', ...mail(0) })).rejects.toThrow(/greeting/i);
    } finally {
      transport.close();
    }
    // The URL's 800 ms, not our default of 10 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(GREETING_MS - 50);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ends a run in bounded time, with every mail kept for a later attempt', async () => {
    stalled = await startStalledSmtp();
    testApp = await appWithMails(smtpUrl(stalled.port), 12);
    const started = Date.now();
    expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 12, failed: 0, expired: 0 });
    // Four at a time: three rounds of one timeout each; one at a time took twelve (9.6 s).
    expect(Date.now() - started).toBeLessThan(6 * GREETING_MS);
    const rows = await testApp.app.db.selectFrom('mail_outbox').select(['status', 'attempts', 'next_attempt_at', 'last_error']).execute();
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.next_attempt_at).toBeGreaterThan(Date.now());
      expect(row.last_error).toMatch(/greeting/i);
    }
    expect(stalled.connections()).toBe(12);
  });

  it('delivers the other mails while one connection hangs, and that mail on a later run', async () => {
    smtp = await startSmtpCapture();
    stalled = await startStalledSmtp({ silentConnections: 1, forwardTo: smtp.port });
    // A longer hang, so that four deliveries beside it fit even on a busy machine.
    testApp = await appWithMails(smtpUrl(stalled.port, 3000), 5);

    expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 4, retried: 1, failed: 0, expired: 0 });
    expect(smtp.messages).toHaveLength(4);
    // Delivered while the hung connection was still waiting for its greeting.
    const hungUntil = await stalled.firstSilentClosed;
    for (const message of smtp.messages) expect(message.receivedAt).toBeLessThan(hungUntil);

    const [held] = await testApp.app.db.selectFrom('mail_outbox').select(['id', 'recipient']).where('status', '=', 'pending').execute();
    expect(held).toBeDefined();
    await testApp.app.db.updateTable('mail_outbox').set({ next_attempt_at: Date.now() }).where('id', '=', held!.id).execute();
    expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([0, 1, 2, 3, 4].map((index) => mail(index).to));
    expect(smtp.messages.at(-1)!.to).toEqual([held!.recipient]);
  });
});
