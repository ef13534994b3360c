import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { forgotPassword, registerUser } from '../test/accounts-fixture.ts';
import { captureLogs } from '../test/log-capture.ts';
import { freePort, startSmtpCapture } from '../test/smtp-capture.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { messageIdFor } from './mail-message.ts';
import { MAX_MAIL_ATTEMPTS } from './retry-schedule.ts';

const mail = (to: string, overrides: object = {}) => ({
  kind: 'test-notice',
  to,
  subject: 'A notice',
  text: 'Hello,\n\nSee https://portal.example/x?y=1\n',
  html: '<p>Hello</p>',
  ...overrides,
});

const outboxRow = (testApp: TestApp, id: string) =>
  testApp.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`mail outbox and worker (${testDialect()})`, () => {
  it('keeps mail through an SMTP outage and delivers it exactly once when the server is back', async () => {
    const port = await freePort();
    const testApp = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const smtp = { current: undefined as Awaited<ReturnType<typeof startSmtpCapture>> | undefined };
    try {
      const user = await registerUser(testApp.app);
      // Only the reset mail is under test: the welcome mail of the registration goes.
      await testApp.app.db.deleteFrom('mail_outbox').execute();
      const answer = await forgotPassword(testApp.app, user.email);
      expect(answer.json()).toMatchObject({ success: true });
      await testApp.app.background.drain();

      const started = Date.now();
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, expired: 0 });
      const pending = await testApp.app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i);
      // A reset mail's retries are compressed into its link's hour: the first after about 3 s.
      expect(pending.next_attempt_at).toBeGreaterThanOrEqual(started + 2_500);
      expect(pending.next_attempt_at).toBeLessThan(started + 30_000);
      // Not due yet: nothing is tried.
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });

      smtp.current = await startSmtpCapture(port);
      await testApp.app.db.updateTable('mail_outbox').set({ next_attempt_at: Date.now() }).execute();
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });

      expect(smtp.current.messages).toHaveLength(1);
      expect(smtp.current.messages[0]!.to).toEqual([user.email]);
      expect(smtp.current.messages[0]!.messageId).toBe(messageIdFor(pending.idempotency_key, 'localhost'));
      expect(await outboxRow(testApp, pending.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_at: expect.any(Number) });
    } finally {
      await testApp.close();
      await smtp.current?.close();
    }
  });

  it('marks a mail failed after the last attempt and keeps it visible', async () => {
    const testApp = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` } });
    try {
      const queued = await testApp.app.outbox.queueMail(testApp.app.db, mail('someone@example.com'));
      await testApp.app.db.updateTable('mail_outbox').set({ attempts: MAX_MAIL_ATTEMPTS - 1 }).execute();
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1, expired: 0 });
      expect(await outboxRow(testApp, queued.id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: expect.any(String) });
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
    } finally {
      await testApp.close();
    }
  });

  it('never sends a mail twice when three instances deliver at once, four at a time each', async () => {
    const smtp = await startSmtpCapture();
    const first = await createTestApp({ config: { smtpUrl: smtp.url } });
    const others = await Promise.all([1, 2].map(() => buildApp(testConfig(first.site, first.database, { config: { smtpUrl: smtp.url } }), { startWorkers: false })));
    try {
      const count = 150;
      for (let index = 0; index < count; index += 1) await first.app.outbox.queueMail(first.app.db, mail(`reader${index}@example.com`));
      const runs = await Promise.all([first.app, ...others].map((app) => app.mailWorker.runOnce()));
      expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(count);
      expect(runs.filter((run) => run.sent > 0).length).toBeGreaterThan(1);
      expect(smtp.messages).toHaveLength(count);
      expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(count);
      const statuses = await first.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).distinct().execute();
      expect(statuses).toEqual([{ status: 'sent', attempts: 1 }]);
    } finally {
      await Promise.all(others.map((app) => app.close()));
      await first.close();
      await smtp.close();
    }
  });

  it('queues a mail once per idempotency key, and only with its transaction', async () => {
    const testApp = await createTestApp();
    try {
      const { outbox, db } = testApp.app;
      const first = await outbox.queueMail(db, mail('a@example.com', { idempotencyKey: 'enquiry-42' }));
      const again = await outbox.queueMail(db, mail('a@example.com', { idempotencyKey: 'enquiry-42' }));
      expect([first.queued, again.queued]).toEqual([true, false]);
      await expect(
        db.transaction().execute(async (trx) => {
          await outbox.queueMail(trx, mail('b@example.com'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      const rows = await db.selectFrom('mail_outbox').select(['recipient', 'idempotency_key']).execute();
      expect(rows).toEqual([{ recipient: 'a@example.com', idempotency_key: 'enquiry-42' }]);
      await expect(outbox.queueMail(db, mail('c@example.com', { kind: 'Bad Kind' }))).rejects.toThrow('mail kind');
    } finally {
      await testApp.close();
    }
  });

  it('writes .eml files and logs their links when SMTP_URL is unset', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logStream: logs.stream });
    try {
      await testApp.app.outbox.queueMail(testApp.app.db, mail('dev@example.com', { idempotencyKey: 'dev-check' }));
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
      const folder = join(testApp.site.dataDir, 'mail');
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      const eml = await readFile(join(folder, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: dev@example.com$/m);
      expect(eml).toMatch(/^Subject: A notice$/m);
      expect(eml).toContain(`Message-ID: ${messageIdFor('dev-check', 'localhost')}`);
      expect(eml).toMatch(/Content-Type: text\/html/);
      expect(logs.text()).toContain(`mail written to ${join(folder, files[0]!)}, links: https://portal.example/x?y=1`);
    } finally {
      await testApp.close();
    }
  });

  it('runs producers before each pass; one that fails is logged and the pass goes on', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logStream: logs.stream });
    try {
      const { app } = testApp;
      app.mailWorker.addProducer('broken', async () => {
        throw new Error('producer broke');
      });
      app.mailWorker.addProducer('scheduled notice', () => app.outbox.queueMail(app.db, mail('produced@example.com', { idempotencyKey: 'produced-once' })));
      expect(await app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
      expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
      expect(logs.text()).toContain('"producer":"broken"');
      expect(logs.text()).toContain('mail producer failed; the pass goes on');
    } finally {
      await testApp.close();
    }
  });

  it('delivers on its own while the service runs', async () => {
    const testApp = await createTestApp({ startWorkers: true });
    try {
      const user = await registerUser(testApp.app);
      await forgotPassword(testApp.app, user.email);
      const folder = join(testApp.site.dataDir, 'mail');
      const deadline = Date.now() + 5000;
      let files: string[] = [];
      // The welcome mail of the registration, and the reset mail.
      while (files.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        files = await readdir(folder).catch(() => []);
      }
      expect(files.filter((file) => file.includes('password-reset.'))).toHaveLength(1);
      expect(files.filter((file) => file.includes('email-verification-welcome.'))).toHaveLength(1);
    } finally {
      await testApp.close();
    }
  });
});
