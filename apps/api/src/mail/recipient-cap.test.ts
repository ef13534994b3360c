import { productEvents, type ProductEvent } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { webinarMessages } from '../routes/events/index.ts';
import { resendMessages } from '../routes/account/resend-verification.ts';
import { bearer, forgotPassword, postJson, registration } from '../test/accounts-fixture.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const schedule = (productEvents as ProductEvent[]).slice(0, 3).map((event) => ({ ...event, seatLimit: undefined, startsAt: '2026-12-10T09:30:00Z' }));

describe(`at most 3 mails a day to one address, counted across instances (${testDialect()})`, () => {
  let first: TestApp;
  let second: FastifyInstance;
  let octet = 0;
  const from = () => ({ remoteAddress: `198.18.20.${(octet += 1)}` });
  const mailsTo = (email: string) => first.app.db.selectFrom('mail_outbox').select(['kind', 'recipient']).where('recipient', '=', email).orderBy('created_at').execute();
  const signUp = (app: FastifyInstance, event: ProductEvent, email: string) => postJson(app, `/api/events/${event.slug}/registrations`, { name: 'Target', email, company: 'Nobody asked' }, from());

  beforeEach(async () => {
    first = await createTestApp({ webinars: { events: schedule, now: () => NOW } });
    second = await buildApp(testConfig(first.site, first.database), { startWorkers: false, webinars: { events: schedule, now: () => NOW } });
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('counts registration, webinar and reset mails together on both instances, and sends nothing past the cap', async () => {
    const account = registration();
    const email = account.email.toLowerCase();
    const registered = (await postJson(first.app, '/api/register/save', account, from())).json();
    expect(registered.success).toBe(true);
    expect((await signUp(second, schedule[0]!, email)).json().success).toBe(true);
    expect((await forgotPassword(first.app, email, from())).statusCode).toBe(200);
    await first.app.background.drain();
    await waitFor(async () => (await mailsTo(email)).length === 3);
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['email-verification-welcome', 'webinar-confirmation', 'password-reset']);
    const resetsBefore = await first.app.db.selectFrom('password_resets').select('token_hash').execute();

    // The fourth, from either instance, whatever the form: nothing queued, nothing recorded.
    const capped = await signUp(first.app, schedule[1]!, email);
    expect(capped.json()).toEqual({ success: false, systemMessage: webinarMessages.mailCapped });
    expect(await first.app.db.selectFrom('webinar_registrations').select('id').where('email', '=', email).where('event_slug', '=', schedule[1]!.slug).execute()).toEqual([]);
    expect((await forgotPassword(second, email, from())).statusCode).toBe(200);
    await second.background.drain();
    const resend = await postJson(second, '/api/account/resendVerification', {}, { headers: bearer(registered.token) });
    expect(resend.json()).toEqual({ success: false, systemMessage: resendMessages.mailCapped(email) });
    expect(await mailsTo(email)).toHaveLength(3);
    // The reset link mailed last still works: a capped request superseded nothing.
    expect(await first.app.db.selectFrom('password_resets').select('token_hash').execute()).toEqual(resetsBefore);
    expect(await first.app.db.selectFrom('password_resets').select('superseded_at').where('superseded_at', 'is not', null).execute()).toEqual([]);

    // Another address is not affected, and the sales inbox is never counted.
    expect((await signUp(second, schedule[1]!, 'someone.else@example.com')).json().success).toBe(true);
    const toSales = await first.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'sales@localhost').execute();
    expect(toSales.length).toBeGreaterThanOrEqual(2);
  });

  it('takes the cap from MAIL_PER_RECIPIENT_DAILY', async () => {
    const roomy = await createTestApp({ config: { budgets: { mailsPerRecipientPerDay: 1, leadsPerHour: 500, telemetryEventsPerMinute: 10_000, telemetryMaxRows: 100_000 } }, webinars: { events: schedule, now: () => NOW } });
    try {
      expect((await signUp(roomy.app, schedule[0]!, 'once@example.com')).json().success).toBe(true);
      expect((await signUp(roomy.app, schedule[1]!, 'once@example.com')).json()).toEqual({ success: false, systemMessage: webinarMessages.mailCapped });
    } finally {
      await roomy.close();
    }
  });
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
