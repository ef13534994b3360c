import { productEvents, type ProductEvent } from '@wtm/contract';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { webinarChallengeRule } from './rules.ts';
import { createWebinarRegistrationService } from './webinar-registration.service.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const RACERS = 4;
const limited: ProductEvent = { ...(productEvents[0] as ProductEvent), seatLimit: 3 };

/**
 * The app's rate limiter, except that every sign-up waits at the site-wide counter until
 * all racers are there: they then all pass the "already signed up?" look-up before any of
 * them writes, which is the race the seat-taking transaction must settle on its own.
 */
function meetingAtTheCounter(inner: RateLimiter, racers: number): RateLimiter {
  let arrived = 0;
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  return {
    ...inner,
    async hit(rule, subject, executor) {
      const decision = await inner.hit(rule, subject, executor);
      if (rule !== webinarChallengeRule) return decision;
      arrived += 1;
      if (arrived === racers) openGate();
      await gate;
      return decision;
    },
  };
}

describe(`one address signing up several times at once (${testDialect()})`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps one registration and takes one seat of a webinar with a seat limit', async () => {
    const { app } = testApp;
    const webinars = createWebinarRegistrationService({
      db: app.db,
      outbox: app.outbox,
      rateLimiter: meetingAtTheCounter(app.rateLimiter, RACERS),
      challenges: app.challenges,
      wakeMailWorker: () => {},
      salesEmail: app.config.salesEmail,
      publicUrl: app.config.publicUrl,
      now: () => NOW,
      events: [limited],
      leadsPerHour: DEFAULT_ABUSE_BUDGETS.leadsPerHour,
    });
    const payload = { name: 'Meera Iyer', email: 'meera.race@example.com', company: 'Iyer Exports' };
    const outcomes = await Promise.all(
      Array.from({ length: RACERS }, (_unused, index) => webinars.register(limited.slug, payload, { address: `198.19.2.${index + 1}`, key: `198.19.2.${index + 1}` })),
    );

    expect(outcomes.filter((outcome) => outcome.kind === 'registered')).toEqual([expect.objectContaining({ spam: false, seatsLeft: 2 })]);
    expect(outcomes.filter((outcome) => outcome.kind === 'already-registered')).toHaveLength(RACERS - 1);
    expect(await app.db.selectFrom('webinar_registrations').select('email').execute()).toEqual([{ email: payload.email }]);
    expect(await app.db.selectFrom('webinar_seats').select('taken').where('event_slug', '=', limited.slug).execute()).toEqual([{ taken: 1 }]);
    expect(await webinars.seats()).toEqual([{ slug: limited.slug, seatsLeft: 2 }]);
    const mails = await app.db.selectFrom('mail_outbox').select('kind').where('kind', 'like', 'webinar-%').execute();
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['webinar-confirmation', 'webinar-registration']);
  });
});
