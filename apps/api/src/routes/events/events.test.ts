import ICAL from 'ical.js';
import { productEvents, type ProductEvent } from '@wtm/contract';
import { webinarChallengeRule } from '../../services/webinars/rules.ts';
import { webinarsWithoutJoiningLink } from '../../services/webinars/joining-links.ts';
import { clearRateLimits, postJson } from '../../test/accounts-fixture.ts';
import { solveFrom } from '../../test/challenge-fixture.ts';
import { parseMail } from '../../test/mail-parts.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { webinarMessages } from './index.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');
// The real webinars (their joining links are real content), with seats and dates of the test's own.
const [base, second, third] = productEvents as [ProductEvent, ProductEvent, ProductEvent];
const OPEN = base.slug;
const SMALL = second.slug;
const PAST = third.slug;
const schedule: ProductEvent[] = [
  { ...base, seatLimit: undefined },
  { ...second, seatLimit: 2 },
  { ...third, startsAt: '2026-11-01T09:30:00Z' },
];

let sequence = 0;
const signUp = (overrides: Record<string, unknown> = {}) => ({ name: 'Meera Iyer', email: `meera.${(sequence += 1)}@example.com`, company: 'Iyer Exports', ...overrides });

describe(`webinar registrations (${testDialect()})`, () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  let octet = 0;
  const freshAddress = () => `198.18.${Math.floor((octet += 1) / 250)}.${octet % 250}`;
  const register = (slug: string, payload: object, remoteAddress = freshAddress()) => postJson(testApp.app, `/api/events/${slug}/registrations`, payload, { remoteAddress });
  const rows = (slug: string) => testApp.app.db.selectFrom('webinar_registrations').selectAll().where('event_slug', '=', slug).execute();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://portal.wtm.example' }, webinars: { events: schedule, now: () => NOW } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await clearRateLimits(testApp.app);
    smtp.messages.length = 0;
  });

  it('records the sign-up, mails a confirmation with a calendar invitation and the joining link, and tells sales', async () => {
    const payload = signUp({ name: 'Meera <Iyer>', email: '  Meera.Caps@Example.com ' });
    const response = await register(OPEN, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, systemMessage: webinarMessages.registered });
    expect(await rows(OPEN)).toEqual([expect.objectContaining({ email: 'meera.caps@example.com', name: 'Meera <Iyer>', company: 'Iyer Exports', status: 'registered' })]);
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 2, failed: 0 });

    const confirmation = smtp.messages.find((mail) => mail.to[0] === 'meera.caps@example.com')!;
    const parsed = parseMail(confirmation.raw);
    expect(parsed.headers.subject).toBe(`You are registered: ${base.title}`);
    expect(parsed.part('text/plain')!.body).toContain('Hello Meera <Iyer>,');
    expect(parsed.part('text/plain')!.body).toContain(`Joining link: https://meet.wtm.example/webinars/${base.slug}`);
    expect(parsed.part('text/plain')!.body).toMatch(/Confirm my seat:\nhttps:\/\/portal\.wtm\.example\/webinar-seat\/confirm\?code=[\w-]{43}\n/);
    expect(parsed.part('text/html')!.body).toContain('Hello Meera &lt;Iyer&gt;,');
    expect(parsed.part('text/html')!.body).toContain('src="cid:logo@wtm.mail"');
    expect(parsed.part('text/calendar')!.headers['content-type']).toMatch(/method=REQUEST/);
    const attachment = parsed.parts.find((part) => part.contentType === 'application/ics')!;
    expect(attachment.headers['content-disposition']).toMatch(/attachment; filename=invite\.ics/);
    const calendar = new ICAL.Component(ICAL.parse(attachment.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(base.title);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(base.startsAt).toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(base.durationMinutes * 60_000);
    expect(event.location).toBe(`https://meet.wtm.example/webinars/${base.slug}`);
    expect(String(event.attendees[0]!.getFirstValue()).toLowerCase()).toBe('mailto:meera.caps@example.com');

    const notice = smtp.messages.find((mail) => mail.to[0] === 'sales@localhost')!;
    const noticeParts = parseMail(notice.raw);
    expect(noticeParts.headers.subject).toBe(`Webinar registration from Meera <Iyer>: ${base.title}`);
    expect(noticeParts.headers['reply-to']).toBe('meera.caps@example.com');
    expect(noticeParts.part('text/plain')!.body).toContain('Company: Iyer Exports');
  });

  it('answers a second sign-up of the same address kindly, whatever its letter case, and sends nothing again', async () => {
    const payload = signUp();
    await register(OPEN, payload);
    const again = await register(OPEN, { ...payload, email: payload.email.toUpperCase(), name: 'Someone else' });
    expect(again.json()).toEqual({ success: true, systemMessage: webinarMessages.alreadyRegistered, alreadyRegistered: true });
    expect((await rows(OPEN)).filter((row) => row.email === payload.email)).toHaveLength(1);
    const mails = await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', payload.email).execute();
    expect(mails).toHaveLength(1);
  });

  it('counts seats where the schedule sets a limit, and refuses kindly once the webinar is full', async () => {
    const seats = async () => (await testApp.app.inject({ method: 'GET', url: '/api/events' })).json().events;
    expect(await seats()).toEqual([{ slug: OPEN }, { slug: SMALL, seatsLeft: 2 }]);
    expect((await register(SMALL, signUp())).json()).toMatchObject({ success: true, seatsLeft: 1 });
    expect((await register(SMALL, signUp())).json()).toMatchObject({ success: true, seatsLeft: 0 });
    const full = await register(SMALL, signUp());
    expect(full.json()).toEqual({ success: false, systemMessage: webinarMessages.full, full: true, seatsLeft: 0 });
    expect(await rows(SMALL)).toHaveLength(2);
    expect(await seats()).toContainEqual({ slug: SMALL, seatsLeft: 0 });
  });

  it('never overbooks when sign-ups race for the last seats', async () => {
    const racing = { ...base, seatLimit: 3 };
    const app = await createTestApp({ webinars: { events: [racing], now: () => NOW } });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_unused, index) => postJson(app.app, `/api/events/${racing.slug}/registrations`, signUp(), { remoteAddress: `198.19.0.${index + 1}` })));
      const bodies = answers.map((answer) => answer.json());
      expect(bodies.filter((body) => body.success === true)).toHaveLength(3);
      expect(bodies.filter((body) => body.full === true)).toHaveLength(5);
      expect(await app.app.db.selectFrom('webinar_registrations').select('id').execute()).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('refuses a webinar that is over, and answers 404 for one not in the schedule', async () => {
    expect((await register(PAST, signUp())).json()).toEqual({ success: false, systemMessage: webinarMessages.ended });
    const unknown = await register('no-such-webinar', signUp());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: webinarMessages.unknown, statusCode: 404 });
  });

  it.each([
    [{}, { name: 'Name is required', email: 'Email is required', company: 'Company is required' }],
    [{ name: 'A', email: 'not-an-address', company: 'C' }, { email: 'Enter a valid email address' }],
    [{ name: { first: 'A' }, email: 'a@example.com', company: 'C' }, { name: 'Name must be text' }],
    [{ name: 'A\u0000', email: 'a@example.com', company: 'C' }, { name: 'Name must not contain control characters' }],
  ])('refuses %j with a 400 and the contract’s messages, recording nothing', async (payload, errors) => {
    const before = (await rows(OPEN)).length;
    const response = await register(OPEN, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: Object.values(errors)[0], statusCode: 400, errors });
    expect(await rows(OPEN)).toHaveLength(before);
  });

  it('keeps a honeypot sign-up as spam: same answer, no seat, no mail', async () => {
    const payload = signUp({ website: 'http://spam.example' });
    expect((await register(SMALL, payload)).json()).toEqual({ success: true, systemMessage: webinarMessages.registered });
    expect((await testApp.app.db.selectFrom('webinar_registrations').select('status').where('email', '=', payload.email).executeTakeFirstOrThrow()).status).toBe('spam');
    expect(await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', payload.email).execute()).toEqual([]);
  });

  it('allows 5 sign-ups per client address in 10 minutes', async () => {
    const remoteAddress = '203.0.113.50';
    for (let count = 0; count < 5; count += 1) expect((await register(OPEN, signUp(), remoteAddress)).statusCode).toBe(200);
    const throttled = await register(OPEN, signUp(), remoteAddress);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: 'Too many webinar registrations from your network. Please wait 10 minutes and try again.', statusCode: 429 });
  });

  it(`asks for a solved challenge past ${webinarChallengeRule.limit} sign-ups in 10 minutes site-wide, and records the sign-up with one`, async () => {
    for (let count = 0; count < webinarChallengeRule.limit; count += 1) expect((await register(OPEN, signUp())).json().success).toBe(true);
    const payload = signUp();
    const asked = await register(OPEN, payload);
    expect(asked.json()).toEqual({ success: false, systemMessage: webinarChallengeRule.message, challengeRequired: true });
    expect((await rows(OPEN)).map((row) => row.email)).not.toContain(payload.email);
    const solved = await register(OPEN, { ...payload, altcha: await solveFrom(testApp.app) });
    expect(solved.json()).toMatchObject({ success: true });
  });

  it('has a joining link for every webinar of the schedule', () => {
    expect(webinarsWithoutJoiningLink()).toEqual([]);
  });
});
