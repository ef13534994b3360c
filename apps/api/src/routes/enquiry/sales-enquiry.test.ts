import { postJson } from '../../test/accounts-fixture.ts';
import { parseMail } from '../../test/mail-parts.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const URL = '/api/register/salesEnquiry';
const SALES_INBOX = 'sales-inbox@wtm.example';
const SENT = { success: true, systemMessage: 'Your message has been sent. Thank you!' };

let sequence = 0;
/** A documentation-range address per call, so the per-address limit stays out of the way. */
const nextAddress = () => `203.0.113.${(sequence += 1) % 250}`;

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Vikram Rao',
  enquiryFor: 'WTM Salesgrow CRM',
  company: 'Rao Traders',
  email: `vikram.${(sequence += 1)}@example.com`,
  phoneNo: '+91 98450 12345',
  comment: 'We need 12 seats and a demo.',
  ...overrides,
});

describe(`POST /api/register/salesEnquiry (${testDialect()})`, () => {
  let testApp: TestApp;
  let smtp: SmtpCapture;
  const send = (payload: unknown, remoteAddress = nextAddress()) => postJson(testApp.app, URL, payload, { remoteAddress });
  const enquiries = () => testApp.app.db.selectFrom('sales_enquiries').selectAll().orderBy('created_at').execute();
  const storedFor = (email: string) => testApp.app.db.selectFrom('sales_enquiries').selectAll().where('email', '=', email).execute();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url, salesEmail: SALES_INBOX, publicUrl: 'https://portal.wtm.example' } });
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('stores the enquiry, answers the spec message and notifies the sales inbox with every field literally', async () => {
    const payload = enquiry({
      firstName: '  <script>alert(1)</script> ',
      enquiryFor: 'WTM Service CRM',
      company: `Rao & Sons "Traders" <b>`,
      comment: "'; DROP TABLE sales_enquiries;--\nSecond line with <img src=x onerror=alert(2)> and ünïcödé ₹",
    });
    const address = nextAddress();
    const response = await send(payload, address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(SENT);

    const [row] = await storedFor(payload.email);
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: '<script>alert(1)</script>',
      enquiry_for: 'WTM Service CRM',
      company: `Rao & Sons "Traders" <b>`,
      email: payload.email,
      phone_no: '+91 98450 12345',
      comment: payload.comment,
      status: 'received',
      honeypot: null,
      client_address: address,
      created_at: expect.any(Number),
      digest_due_at: null,
      digest_id: null,
      held_at: null,
    });

    const outbox = await testApp.app.db.selectFrom('mail_outbox').selectAll().where('idempotency_key', '=', `sales-enquiry.${row!.id}`).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'sales-enquiry', recipient: SALES_INBOX, status: 'pending', reply_to: payload.email });

    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0]!;
    expect(received.to).toEqual([SALES_INBOX]);
    const mail = parseMail(received.raw);
    expect(mail.headers['subject']).toBe('Sales enquiry: WTM Service CRM from <script>alert(1)</script>');
    expect(mail.headers['reply-to']).toBe(payload.email);
    expect(mail.headers['to']).toBe(SALES_INBOX);

    const text = mail.part('text/plain')!.body;
    for (const line of [
      'Product: WTM Service CRM',
      'Name: <script>alert(1)</script>',
      `Company: Rao & Sons "Traders" <b>`,
      `Email: ${payload.email}`,
      'Phone/Mobile number: +91 98450 12345',
      payload.comment,
      `Reference: ${row!.id}`,
      'https://portal.wtm.example',
    ]) {
      expect(text).toContain(line);
    }

    const html = mail.part('text/html')!.body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Rao &amp; Sons &quot;Traders&quot; &lt;b&gt;');
    expect(html).toContain('&#39;; DROP TABLE sales_enquiries;--\nSecond line with &lt;img src=x onerror=alert(2)&gt; and ünïcödé ₹');
    expect(html).not.toMatch(/<script|<img src=x|<b>/);
    expect(html).toContain(`href="mailto:${payload.email}"`);

    await testApp.app.db.selectFrom('sales_enquiries').select('id').execute(); // the table is still there
    expect(await testApp.app.db.selectFrom('mail_outbox').select('status').where('id', '=', outbox[0]!.id).executeTakeFirst()).toEqual({ status: 'sent' });
  });

  it('refuses line breaks in the name, so none can reach the subject or the headers', async () => {
    // The mail layer turns them into spaces as well (sales-enquiry-mail.test.ts).
    const payload = enquiry({ firstName: 'Eve\r\nBcc: victim@example.com\r\nX-Evil: 1' });
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name must not contain control characters', statusCode: 400, errors: { firstName: 'Name must not contain control characters' } });
    expect(await storedFor(payload.email)).toEqual([]);
  });

  it('accepts an enquiry without the optional company and description', async () => {
    const { company: _company, comment: _comment, ...required } = enquiry();
    expect((await send(required)).json()).toEqual(SENT);
    const [row] = await storedFor(required.email);
    expect(row).toMatchObject({ company: '', comment: '' });
    await testApp.app.mailWorker.runOnce();
    const text = parseMail(smtp.messages[0]!.raw).part('text/plain')!.body;
    expect(text).toContain('Company: (not given)');
    expect(text).toContain('Description:\n(not given)');
  });

  it.each([
    ['firstName', 'Name is required'],
    ['enquiryFor', 'Product is required'],
    ['email', 'Email is required'],
    ['phoneNo', 'Phone/Mobile number Name is required'],
  ])('refuses a missing %s with the validation message of the contract', async (field, message) => {
    const payload: Record<string, unknown> = enquiry();
    delete payload[field];
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400, errors: { [field]: message } });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['an empty body', {}, { firstName: 'Name is required', enquiryFor: 'Product is required', email: 'Email is required', phoneNo: 'Phone/Mobile number Name is required' }],
    ['an array', [enquiry()], { firstName: 'Name is required', enquiryFor: 'Product is required', email: 'Email is required', phoneNo: 'Phone/Mobile number Name is required' }],
    ['blank required fields', enquiry({ firstName: '   ', phoneNo: ' ' }), { firstName: 'Name is required', phoneNo: 'Phone/Mobile number Name is required' }],
    ['an unknown product', enquiry({ enquiryFor: 'WTM Payroll' }), { enquiryFor: 'Choose a product from the list' }],
    ['a malformed email', enquiry({ email: 'vikram@' }), { email: 'Enter a valid email address' }],
    ['an email with a header in it', enquiry({ email: 'a@example.com\r\nBcc: victim@example.com' }), { email: 'Email must not contain control characters' }],
    ['a phone without digits', enquiry({ phoneNo: 'call me' }), { phoneNo: 'Enter a valid phone number (digits, spaces, +, - and brackets)' }],
    ['a number for the name', enquiry({ firstName: 42 }), { firstName: 'Name must be text' }],
    ['an object for the company', enquiry({ company: { $gt: '' } }), { company: 'Company must be text' }],
    ['an array for the description', enquiry({ comment: ['a', 'b'] }), { comment: 'Description must be text' }],
    ['true for the product', enquiry({ enquiryFor: true }), { enquiryFor: 'Choose a product from the list' }],
    ['a huge description', enquiry({ comment: 'x'.repeat(2001) }), { comment: 'Description must be at most 2000 characters' }],
    ['a huge name', enquiry({ firstName: 'x'.repeat(101) }), { firstName: 'Name must be at most 100 characters' }],
    ['a huge honeypot', enquiry({ website: 'x'.repeat(501) }), { website: 'Website must be at most 500 characters' }],
    ['a NUL character', enquiry({ comment: 'before\u0000after' }), { comment: 'Description must not contain control characters' }],
  ])('refuses %s with 400 and the field messages, storing nothing', async (_case, payload, errors) => {
    const before = (await enquiries()).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual(errors);
    expect(body.message).toBe(Object.values(errors)[0]);
    expect((await enquiries()).length).toBe(before);
  });

  it.each<[string, { payload: string; contentType?: string }, number, string]>([
    ['malformed JSON', { payload: '{"firstName": "Vikram",' }, 400, 'Malformed JSON in request body'],
    ['a JSON string', { payload: '"hello"' }, 400, 'Name is required'],
    ['JSON null', { payload: 'null' }, 400, 'Name is required'],
    ['a form post', { payload: 'firstName=Vikram', contentType: 'application/x-www-form-urlencoded' }, 415, 'Unsupported Content-Type'],
    ['plain text', { payload: 'hello', contentType: 'text/plain' }, 400, 'Name is required'],
    ['a body over 64 KB', { payload: JSON.stringify(enquiry({ comment: 'x'.repeat(70_000) })) }, 413, 'Request body is too large (the limit is 64 KB)'],
  ])('answers %s with a 4xx and a message, never a 5xx', async (_case, { payload, contentType = 'application/json' }, status, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { ...xsrfHeaders(), 'content-type': contentType },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message, statusCode: status });
  });

  it('refuses a request without the XSRF pair and stores nothing', async () => {
    const payload = enquiry();
    const response = await testApp.app.inject({ method: 'POST', url: URL, payload, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(403);
    expect(await storedFor(payload.email)).toHaveLength(0);
  });

  it('answers a filled honeypot like any enquiry, keeps it as spam and sends nothing', async () => {
    const payload = enquiry({ website: 'http://cheap-pills.example' });
    const response = await send(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const [row] = await storedFor(payload.email);
    expect(row).toMatchObject({ status: 'spam', honeypot: 'http://cheap-pills.example', first_name: 'Vikram Rao' });
    const notices = await testApp.app.db.selectFrom('mail_outbox').select('id').where('idempotency_key', '=', `sales-enquiry.${row!.id}`).execute();
    expect(notices).toHaveLength(0);
    await testApp.app.mailWorker.runOnce();
    expect(smtp.messages).toHaveLength(0);
  });

  it('treats an empty honeypot as a person', async () => {
    const payload = enquiry({ website: '' });
    expect((await send(payload)).json()).toEqual(SENT);
    expect((await storedFor(payload.email))[0]).toMatchObject({ status: 'received', honeypot: null });
  });

  it('limits enquiries per client address: the sixth in ten minutes is refused with 429', async () => {
    const address = '198.51.100.77';
    for (let index = 0; index < 5; index += 1) expect((await send(enquiry(), address)).statusCode).toBe(200);
    const refused = enquiry();
    const response = await send(refused, address);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Too many enquiries from your network. Please wait 10 minutes and try again, or call or e-mail our sales team.',
      statusCode: 429,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await storedFor(refused.email)).toHaveLength(0);
    // Bots filling the honeypot count too, and another address is unaffected.
    expect((await send(enquiry({ website: 'x' }), address)).statusCode).toBe(429);
    expect((await send(enquiry(), '198.51.100.78')).statusCode).toBe(200);
  });

  it('counts IPv6 clients per /64', async () => {
    for (let index = 0; index < 5; index += 1) expect((await send(enquiry(), `2001:db8:5:7::${index + 1}`)).statusCode).toBe(200);
    expect((await send(enquiry(), '2001:db8:5:7:ffff::1')).statusCode).toBe(429);
  });
});

describe(`sales enquiry through an SMTP outage (${testDialect()})`, () => {
  it('stores the enquiry and keeps the notice pending, then delivers it exactly once when SMTP is back', async () => {
    const { freePort } = await import('../../test/smtp-capture.ts');
    const port = await freePort();
    const testApp = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, salesEmail: SALES_INBOX } });
    let smtp: SmtpCapture | undefined;
    try {
      const payload = enquiry();
      const response = await postJson(testApp.app, URL, payload, { remoteAddress: nextAddress() });
      expect(response.json()).toEqual(SENT);

      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, expired: 0 });
      const stored = await testApp.app.db.selectFrom('sales_enquiries').selectAll().where('email', '=', payload.email).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 'received', first_name: payload.firstName });
      const pending = await testApp.app.db.selectFrom('mail_outbox').selectAll().where('idempotency_key', '=', `sales-enquiry.${stored.id}`).executeTakeFirstOrThrow();
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startSmtpCapture(port);
      await testApp.app.db.updateTable('mail_outbox').set({ next_attempt_at: Date.now() }).where('id', '=', pending.id).execute();
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
      expect(await testApp.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual([SALES_INBOX]);
      expect(parseMail(smtp.messages[0]!.raw).part('text/plain')!.body).toContain(`Email: ${payload.email}`);
    } finally {
      await testApp.close();
      await smtp?.close();
    }
  });
});
