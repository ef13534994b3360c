import { randomUUID } from 'node:crypto';
import { leadRetentionMonths, productEvents, type HeldLeads, type ProductEvent } from '@wtm/contract';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { runHousekeeping } from '../../services/housekeeping.service.ts';
import { bearer, postJson, registerAdmin, registerUser } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { webinarMessages } from '../events/index.ts';

const CEILING = 3;
const NOW = Date.parse('2026-11-20T10:00:00Z');
const event: ProductEvent = { ...(productEvents[0] as ProductEvent), seatLimit: 10 };
const DAY = 24 * 3_600_000;

describe(`the site-wide ceiling of leads an hour, the held queue and retention (${testDialect()})`, () => {
  let testApp: TestApp;
  let octet = 0;
  const from = () => ({ remoteAddress: `198.18.30.${(octet += 1)}` });
  const enquire = (index: number) =>
    postJson(testApp.app, '/api/register/salesEnquiry', { firstName: `Lead ${index}`, enquiryFor: 'WTM Salesgrow CRM', email: `lead.${index}@example.com`, phoneNo: '+91 98450 12345' }, from());
  const signUp = (index: number) => postJson(testApp.app, `/api/events/${event.slug}/registrations`, { name: `Guest ${index}`, email: `guest.${index}@example.com`, company: 'Guests' }, from());
  const heldLeads = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/admin/heldLeads', headers: bearer(token) });

  beforeEach(async () => {
    testApp = await createTestApp({ config: { budgets: { ...DEFAULT_ABUSE_BUDGETS, leadsPerHour: CEILING } }, webinars: { events: [event], now: () => NOW } });
  });
  afterEach(() => testApp.close());

  it(`keeps leads past ${CEILING} an hour in the held queue, mails nobody and takes no seat, and lists them to administrators only`, async () => {
    expect((await enquire(1)).json().success).toBe(true);
    expect((await signUp(1)).json()).toMatchObject({ success: true, seatsLeft: 9 });
    expect((await enquire(2)).json().success).toBe(true);
    const mailsBefore = await testApp.app.db.selectFrom('mail_outbox').select('id').execute();
    expect(mailsBefore).toHaveLength(4); // two notices, a confirmation and its notice

    expect((await enquire(3)).json()).toEqual({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    expect((await signUp(2)).json()).toEqual({ success: true, systemMessage: webinarMessages.held });
    expect((await signUp(2)).json()).toMatchObject({ alreadyRegistered: true });
    expect(await testApp.app.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailsBefore.length);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/events' })).json().events).toEqual([{ slug: event.slug, seatsLeft: 9 }]);
    expect(await testApp.app.db.selectFrom('sales_enquiries').select(['status', 'held_at']).where('email', '=', 'lead.3@example.com').execute()).toEqual([{ status: 'received', held_at: expect.any(Number) }]);

    const customer = await registerUser(testApp.app);
    expect((await heldLeads(customer.token)).statusCode).toBe(403);
    const answer = await heldLeads((await registerAdmin(testApp.app)).token);
    expect(answer.statusCode).toBe(200);
    const held = answer.json<HeldLeads>();
    expect(held.ceilingPerHour).toBe(CEILING);
    expect(held.enquiries).toEqual({ total: 1, listed: [expect.objectContaining({ firstName: 'Lead 3', email: 'lead.3@example.com', company: '', enquiryFor: 'WTM Salesgrow CRM' })] });
    expect(held.registrations).toEqual({ total: 1, listed: [expect.objectContaining({ name: 'Guest 2', eventSlug: event.slug, email: 'guest.2@example.com' })] });
  });

  it(`deletes enquiries and webinar sign-ups ${leadRetentionMonths} months old at housekeeping, and keeps younger ones`, async () => {
    const now = Date.now();
    const enquiry = (label: string, created_at: number) => ({
      id: randomUUID(),
      first_name: label,
      enquiry_for: 'WTM Service CRM',
      company: '',
      email: `${label}@example.com`,
      phone_no: '080 4718 2200',
      comment: '',
      status: 'received' as const,
      honeypot: null,
      client_address: '198.51.100.1',
      created_at,
    });
    const registration = (label: string, created_at: number) => ({ id: randomUUID(), event_slug: event.slug, name: label, email: `${label}@example.com`, company: 'C', status: 'registered' as const, honeypot: null, client_address: '198.51.100.1', created_at });
    const twoYears = now - 731 * DAY;
    const almost = now - 700 * DAY;
    await testApp.app.db.insertInto('sales_enquiries').values([enquiry('expired', twoYears), enquiry('kept', almost)]).execute();
    await testApp.app.db.insertInto('webinar_registrations').values([registration('expired', twoYears), registration('kept', almost)]).execute();
    expect((await runHousekeeping(testApp.app.db, now)).leads).toBe(2);
    expect((await testApp.app.db.selectFrom('sales_enquiries').select('first_name').execute()).map((row) => row.first_name)).toEqual(['kept']);
    expect((await testApp.app.db.selectFrom('webinar_registrations').select('name').execute()).map((row) => row.name)).toEqual(['kept']);
  });
});
