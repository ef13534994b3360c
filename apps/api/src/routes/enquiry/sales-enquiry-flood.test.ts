import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../../app.ts';
import { postJson } from '../../test/accounts-fixture.ts';
import { postSolvingIfAsked } from '../../test/challenge-fixture.ts';
import { parseMail } from '../../test/mail-parts.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const URL = '/api/register/salesEnquiry';
const SALES_INBOX = 'sales-inbox@wtm.example';
const CAP = 20;

const enquiry = (index: number, overrides: Record<string, unknown> = {}) => ({
  firstName: `Visitor ${index}`,
  enquiryFor: 'WTM Salesgrow CRM',
  company: `Company ${index}`,
  email: `visitor.${index}@example.com`,
  phoneNo: '+91 98450 12345',
  comment: `Enquiry number ${index}.\nSecond line.`,
  ...overrides,
});

/** A held enquiry whose window has ended, written straight to the table (a flood's leftovers). */
const heldRow = (index: number, createdAt: number) => ({
  id: randomUUID(),
  first_name: `Held ${index}`,
  enquiry_for: 'WTM Service CRM',
  company: '',
  email: `held.${index}@example.com`,
  phone_no: '080 4718 2200',
  comment: '',
  status: 'received' as const,
  honeypot: null,
  client_address: '198.51.100.1',
  created_at: createdAt + index,
  digest_due_at: createdAt + index,
});

/** The text part of a captured mail and the enquiry references in it. */
function referencesIn(mail: CapturedMail): string[] {
  const text = parseMail(mail.raw).part('text/plain')!.body;
  return [...text.matchAll(/^Reference: (\S+)$/gm)].map((match) => match[1]!);
}

/** How often each reference appears across the mails. */
function countReferences(mails: CapturedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const reference of mails.flatMap(referencesIn)) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  return counts;
}

describe(`a flood of sales enquiries (${testDialect()})`, () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  const received = () => testApp.app.db.selectFrom('sales_enquiries').selectAll().where('status', '=', 'received').orderBy('created_at').execute();
  /** Ends the notice window the held enquiries wait in, as ten minutes passing would. */
  const endWindow = () =>
    testApp.app.db.updateTable('sales_enquiries').set({ digest_due_at: Date.now() - 1 }).where('digest_id', 'is', null).where('digest_due_at', 'is not', null).execute();

  beforeEach(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url, salesEmail: SALES_INBOX } });
  });

  afterEach(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('sends at most the cap of notices and one digest, with every enquiry in exactly one of them', async () => {
    // Past the site-wide challenge threshold each visitor solves the challenge and sends again.
    for (let index = 0; index < 100; index += 1) {
      const response = await postSolvingIfAsked(testApp.app, URL, enquiry(index), `198.18.${Math.floor(index / 250)}.${index % 250}`);
      expect(response.json()).toEqual({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    }
    const stored = await received();
    expect(stored).toHaveLength(100);

    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: CAP });
    const held = stored.filter((row) => row.digest_due_at !== null);
    expect(held).toHaveLength(100 - CAP);
    for (const row of held) expect(row.digest_due_at! - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // The window is still open: no digest yet.
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 0 });

    await endWindow();
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.messages).toHaveLength(CAP + 1);
    for (const message of smtp.messages) expect(message.to).toEqual([SALES_INBOX]);
    const digest = parseMail(smtp.messages.at(-1)!.raw);
    expect(digest.headers['subject']).toBe(`Sales enquiry digest: ${100 - CAP} enquiries from the website`);
    expect(digest.headers['reply-to']).toBeUndefined();
    expect(digest.part('text/plain')!.body).toContain(`Enquiry 1 of ${100 - CAP}\nName: Visitor ${CAP}\nCompany: Company ${CAP}\nEmail: visitor.${CAP}@example.com`);
    expect(digest.part('text/plain')!.body).toContain(`Description: Enquiry number ${CAP}. …`);

    const counts = countReferences(smtp.messages);
    expect([...counts.keys()].sort()).toEqual(stored.map((row) => row.id).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('holds enquiries after a digest for the next window, never the spam, and sends nothing twice', async () => {
    for (let index = 0; index < CAP + 3; index += 1) await postJson(testApp.app, URL, enquiry(index), { remoteAddress: `198.18.1.${index}` });
    await endWindow();
    await testApp.app.mailWorker.runOnce();
    expect(smtp.messages).toHaveLength(CAP + 1);

    // Still the same notice window: two more wait for the next digest; a bot's is stored as spam only.
    await postJson(testApp.app, URL, enquiry(100), { remoteAddress: '198.18.2.1' });
    await postJson(testApp.app, URL, enquiry(101, { website: 'http://spam.example' }), { remoteAddress: '198.18.2.2' });
    await postJson(testApp.app, URL, enquiry(102), { remoteAddress: '198.18.2.3' });
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 0 });
    await endWindow();
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 1 });
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 0 });
    expect(referencesIn(smtp.messages.at(-1)!)).toHaveLength(2);
    expect(smtp.messages.at(-1)!.decoded).toContain('Visitor 102');
    expect(smtp.messages.at(-1)!.decoded).not.toContain('Visitor 101');
    const spam = await testApp.app.db.selectFrom('sales_enquiries').selectAll().where('status', '=', 'spam').execute();
    expect(spam).toEqual([expect.objectContaining({ first_name: 'Visitor 101', digest_due_at: null, digest_id: null })]);
  });

  it('lists the first 200 in a digest and says how many more and how to list them all', async () => {
    const start = Date.now() - 60_000;
    const rows = Array.from({ length: 230 }, (_unused, index) => heldRow(index, start));
    await testApp.app.db.insertInto('sales_enquiries').values(rows).execute();
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 1 });

    const [mail] = smtp.messages;
    expect(referencesIn(mail!)).toEqual(rows.slice(0, 200).map((row) => row.id));
    const text = parseMail(mail!.raw).part('text/plain')!.body;
    expect(text).toContain('Enquiry 200 of 230\n');
    expect(text).toContain('…and 30 more, not listed here.');
    const query = /^select \* from sales_enquiries where digest_id = '[0-9a-f-]{36}' order by created_at, id;$/m.exec(text)![0];
    const { rows: listed } = await sql<{ id: string }>`${sql.raw(query.replace(/;$/, ''))}`.execute(testApp.app.db);
    expect(listed.map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('never lists an enquiry in two digests when two instances claim them', async () => {
    const second = await buildApp(testConfig(testApp.site, testApp.database, { config: { smtpUrl: smtp.url, salesEmail: SALES_INBOX } }), { startWorkers: false });
    try {
      const inserted: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const rows = Array.from({ length: 40 }, (_unused, index) => heldRow(round * 40 + index, Date.now() - 60_000));
        await testApp.app.db.insertInto('sales_enquiries').values(rows).execute();
        inserted.push(...rows.map((row) => row.id));
        const instances = round % 2 === 0 ? [testApp.app, second] : [second, testApp.app];
        if (testDialect() === 'postgres') {
          await Promise.all(instances.map((app) => app.mailWorker.runOnce()));
        } else {
          // One process per SQLite file: node:sqlite waits for another connection's lock
          // synchronously, which would stall this test's one event loop. They take turns.
          for (const app of instances) await app.mailWorker.runOnce();
        }
      }
      const counts = countReferences(smtp.messages);
      expect([...counts.keys()].sort()).toEqual([...inserted].sort());
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(smtp.messages.length).toBeLessThanOrEqual(12);
    } finally {
      await second.close();
    }
  });
});
