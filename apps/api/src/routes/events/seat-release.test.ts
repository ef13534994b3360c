import { productEvents, type ProductEvent } from '@wtm/contract';
import { salesNoticeRule } from '../../services/leads/sales-notices.ts';
import { runHousekeeping } from '../../services/housekeeping.service.ts';
import { clearRateLimits, postJson } from '../../test/accounts-fixture.ts';
import { parseMail } from '../../test/mail-parts.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { webinarMessages } from './index.ts';
import { seatPages } from './seat-confirmation.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const HOUR = 3_600_000;
const [first, second] = productEvents as [ProductEvent, ProductEvent];
const SMALL = { ...first, seatLimit: 2 };
const OPEN = { ...second, seatLimit: undefined };
const SALES_INBOX = 'sales-inbox@wtm.example';

let sequence = 0;
const signUp = (overrides: Record<string, unknown> = {}) => ({ name: 'Ravi Menon', email: `ravi.${(sequence += 1)}@example.com`, company: 'Menon Foods', ...overrides });

describe(`webinar seats a script cannot keep, and sales notices in the digest (${testDialect()})`, () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  let octet = 0;
  const register = (slug: string, payload: object) => postJson(testApp.app, `/api/events/${slug}/registrations`, payload, { remoteAddress: `198.18.7.${(octet += 1) % 250}` });
  const seatsLeft = async () => (await testApp.app.inject({ method: 'GET', url: '/api/events' })).json().events.find((event: { slug: string }) => event.slug === SMALL.slug)?.seatsLeft;
  const confirmLinkOf = async (email: string) => {
    const mail = await testApp.app.db.selectFrom('mail_outbox').select('text_body').where('recipient', '=', email).where('kind', '=', 'webinar-confirmation').executeTakeFirstOrThrow();
    return new URL(/https:\/\/portal\.wtm\.example(\/webinar-seat\/confirm\?code=[\w-]{43})/.exec(mail.text_body)![1]!, 'https://portal.wtm.example');
  };
  const pressConfirm = (code: string) =>
    testApp.app.inject({ method: 'POST', url: '/webinar-seat/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ code }).toString() });

  beforeEach(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://portal.wtm.example', salesEmail: SALES_INBOX }, webinars: { events: [SMALL, OPEN], now: () => NOW } });
  });
  afterEach(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('releases a seat left unconfirmed for a day; a confirmed one stays; the released address may sign up again', async () => {
    const confirming = signUp();
    const stranger = signUp();
    await register(SMALL.slug, confirming);
    await register(SMALL.slug, stranger);
    expect((await register(SMALL.slug, signUp())).json()).toMatchObject({ full: true });

    // The mail's link opens a page with a button (a scanner opening the link confirms nothing).
    const link = await confirmLinkOf(confirming.email);
    const page = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post" action="/webinar-seat/confirm">');
    expect(page.body).toContain(SMALL.title);
    expect((await testApp.app.db.selectFrom('webinar_registrations').select('confirmed_at').where('email', '=', confirming.email).executeTakeFirstOrThrow()).confirmed_at).toBeNull();
    const pressed = await pressConfirm(link.searchParams.get('code')!);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(seatPages.confirmed(SMALL).heading);
    expect((await pressConfirm(link.searchParams.get('code')!)).body).toContain(seatPages.confirmed(SMALL).heading);

    // 23 hours on, nothing is released; 25 hours on, the stranger's seat is.
    expect((await runHousekeeping(testApp.app.db, NOW + 23 * HOUR)).releasedSeats).toBe(0);
    expect((await runHousekeeping(testApp.app.db, NOW + 25 * HOUR)).releasedSeats).toBe(1);
    expect((await runHousekeeping(testApp.app.db, NOW + 26 * HOUR)).releasedSeats).toBe(0);
    expect(await seatsLeft()).toBe(1);
    const statuses = await testApp.app.db.selectFrom('webinar_registrations').select(['email', 'status']).where('event_slug', '=', SMALL.slug).orderBy('email').execute();
    expect(statuses).toEqual(
      expect.arrayContaining([
        { email: confirming.email, status: 'registered' },
        { email: stranger.email, status: 'released' },
      ]),
    );
    const late = await pressConfirm((await confirmLinkOf(stranger.email)).searchParams.get('code')!);
    expect(late.body).toContain(seatPages.released(SMALL).heading);

    // The released address is a new sign-up again, with a new mail.
    await clearRateLimits(testApp.app);
    expect((await register(SMALL.slug, stranger)).json()).toMatchObject({ success: true, seatsLeft: 0 });
    expect(await testApp.app.db.selectFrom('webinar_registrations').select('status').where('email', '=', stranger.email).execute()).toEqual([{ status: 'registered' }]);
  });

  it('answers an invalid or missing code with a 404 page, and a malformed form with a 404 page too, changing nothing', async () => {
    for (const url of ['/webinar-seat/confirm', `/webinar-seat/confirm?code=${'x'.repeat(43)}`, '/webinar-seat/confirm?code=%00']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(seatPages.unknown.heading);
    }
    expect((await pressConfirm('not-a-code')).statusCode).toBe(404);
    const notForm = await testApp.app.inject({ method: 'POST', url: '/webinar-seat/confirm', headers: { 'content-type': 'application/json' }, payload: '{"code":1}' });
    expect(notForm.statusCode).toBe(404);
  });

  it('answers repeated sign-ups of one address kindly and queues nothing new', async () => {
    const payload = signUp();
    await register(OPEN.slug, payload);
    const before = await testApp.app.db.selectFrom('mail_outbox').select('id').execute();
    for (let again = 0; again < 3; again += 1) expect((await register(OPEN.slug, payload)).json()).toMatchObject({ alreadyRegistered: true, systemMessage: webinarMessages.alreadyRegistered });
    expect(await testApp.app.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(before.length);
  });

  it(`tells sales of sign-ups alone within the shared cap of ${salesNoticeRule.limit} notices, then in the one digest with the held enquiries`, async () => {
    for (let index = 0; index < salesNoticeRule.limit + 3; index += 1) expect((await register(OPEN.slug, signUp())).json().success).toBe(true);
    const enquiry = { firstName: 'Late', enquiryFor: 'WTM Salesgrow CRM', email: 'late@example.com', phoneNo: '+91 98450 12345' };
    expect((await postJson(testApp.app, '/api/register/salesEnquiry', enquiry, { remoteAddress: '198.18.9.1' })).json().success).toBe(true);
    await testApp.app.mailWorker.runOnce();
    const toSales = () => smtp.messages.filter((mail) => mail.to[0] === SALES_INBOX);
    expect(toSales()).toHaveLength(salesNoticeRule.limit);

    await testApp.app.db.updateTable('webinar_registrations').set({ digest_due_at: Date.now() - 1 }).where('digest_due_at', 'is not', null).execute();
    await testApp.app.db.updateTable('sales_enquiries').set({ digest_due_at: Date.now() - 1 }).where('digest_due_at', 'is not', null).execute();
    await testApp.app.mailWorker.runOnce();
    await testApp.app.mailWorker.runOnce();
    expect(toSales()).toHaveLength(salesNoticeRule.limit + 1);
    const digest = parseMail(toSales().at(-1)!.raw);
    expect(digest.headers.subject).toBe('Sales digest: 1 enquiry and 3 webinar sign-ups from the website');
    const text = digest.part('text/plain')!.body;
    expect(text).toContain('Enquiry 1 of 1\nName: Late');
    expect(text).toContain(`Webinar sign-up 3 of 3\nName: Ravi Menon\nCompany: Menon Foods`);
    expect(text).toContain(`Webinar: ${OPEN.slug}`);
  });
});
