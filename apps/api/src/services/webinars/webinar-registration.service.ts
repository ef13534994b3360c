import { randomUUID } from 'node:crypto';
import { findEvent, pagePaths, productEvents, upcomingEvents, eventEndsAt, type ProductEvent, type WebinarRegistrationRequest, type WebinarSeats } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { normalizeEmail } from '../../lib/email-address.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { webinarConfirmationMail, webinarSalesNoticeMail } from '../../mail/templates/webinar-mails.ts';
import { findRegistration, insertRegistrationOnce } from '../../repositories/webinar-registrations.repository.ts';
import { seatsTaken, takeSeat } from '../../repositories/webinar-seats.repository.ts';
import type { ChallengeCheck, ChallengeService } from '../challenges/challenge.service.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';
import { webinarInvitation } from './calendar-invite.ts';
import { webinarJoiningLinks } from './joining-links.ts';
import { webinarChallengeRule, webinarRateRules as rules } from './rules.ts';

/** The subject the site-wide sign-up counter is kept under. */
const SITE_WIDE = 'site';

/**
 * `registered` for people and bots alike (a filled honeypot is `spam`, stored, mailed
 * nothing); `already-registered` and `full` record nothing new.
 */
export type WebinarOutcome =
  | { kind: 'registered'; id: string; spam: boolean; seatsLeft?: number }
  | { kind: 'already-registered'; seatsLeft?: number }
  | { kind: 'full' }
  | { kind: 'ended' }
  | { kind: 'unknown-event' }
  | { kind: 'challenge-required'; reason: Exclude<ChallengeCheck, 'accepted'> }
  | Throttled;

export interface WebinarRegistrationService {
  register(slug: string, input: WebinarRegistrationRequest, client: { address: string; key: string }): Promise<WebinarOutcome>;
  /** Seats left of every webinar that has not ended, where it has a limit. */
  seats(): Promise<WebinarSeats[]>;
}

export interface WebinarRegistrationDeps {
  db: Executor;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  challenges: ChallengeService;
  wakeMailWorker: () => void;
  /** SALES_EMAIL: told of each sign-up, and the invitation's organizer. */
  salesEmail: string;
  publicUrl: string;
  now?: () => number;
  /** The schedule; tests pass their own. */
  events?: readonly ProductEvent[];
}

/** Thrown inside the transaction to roll it back: the address was already signed up. */
class AlreadyRegistered extends Error {}

export function createWebinarRegistrationService(deps: WebinarRegistrationDeps): WebinarRegistrationService {
  const { db, outbox, rateLimiter, challenges, salesEmail, publicUrl, now = Date.now, events = productEvents } = deps;

  async function seatsLeftOf(event: ProductEvent): Promise<number | undefined> {
    if (event.seatLimit === undefined) return undefined;
    const taken = (await seatsTaken(db, [event.slug])).get(event.slug) ?? 0;
    return Math.max(0, event.seatLimit - taken);
  }

  async function mailsFor(event: ProductEvent, id: string, registrant: WebinarRegistrationRequest, at: number, seatsLeft: number | undefined) {
    const eventPage = `${publicUrl}${pagePaths.event(event.slug)}`;
    const joiningLink = webinarJoiningLinks[event.slug] ?? eventPage;
    const calendar = webinarInvitation({
      event,
      registrationId: id,
      attendee: { name: registrant.name, email: registrant.email },
      organizer: { name: 'WTM Sales', email: salesEmail },
      joiningLink,
      eventPage,
      now: at,
    });
    const confirmation = await webinarConfirmationMail({ event, registrant, joiningLink, eventPage, siteUrl: publicUrl });
    const notice = await webinarSalesNoticeMail({ event, registrant, seatsLeft, reference: id, receivedAt: at, siteUrl: publicUrl });
    return { confirmation: { ...confirmation, calendar }, notice };
  }

  async function record(event: ProductEvent, input: WebinarRegistrationRequest, client: { address: string }): Promise<WebinarOutcome> {
    const id = randomUUID();
    const at = now();
    const email = normalizeEmail(input.email);
    const honeypot = input.website?.trim() ? input.website : null;
    const row = { id, event_slug: event.slug, name: input.name, email, company: input.company, honeypot, client_address: client.address, created_at: at };
    if (honeypot !== null) {
      // A bot: kept for review, takes no seat, mails nothing, answered like a person.
      const stored = await insertRegistrationOnce(db, { ...row, status: 'spam' });
      return stored ? { kind: 'registered', id, spam: true } : { kind: 'already-registered' };
    }
    // Mails are rendered before the transaction; the seat count in them is the one expected.
    const expectedLeft = await seatsLeftOf(event);
    const mails = await mailsFor(event, id, { ...input, email }, at, expectedLeft === undefined ? undefined : Math.max(0, expectedLeft - 1));
    try {
      return await db.transaction().execute(async (trx) => {
        const taken = event.seatLimit === undefined ? undefined : await takeSeat(trx, event.slug, event.seatLimit);
        if (event.seatLimit !== undefined && taken === undefined) return { kind: 'full' } as const;
        if (!(await insertRegistrationOnce(trx, { ...row, status: 'registered' }))) throw new AlreadyRegistered();
        await outbox.queueMail(trx, { kind: 'webinar-confirmation', to: email, ...mails.confirmation, idempotencyKey: `webinar-confirmation.${id}`, replyTo: salesEmail });
        await outbox.queueMail(trx, { kind: 'webinar-registration', to: salesEmail, ...mails.notice, idempotencyKey: `webinar-registration.${id}`, replyTo: email });
        const seatsLeft = event.seatLimit === undefined || taken === undefined ? undefined : event.seatLimit - taken;
        return { kind: 'registered', id, spam: false, ...(seatsLeft === undefined ? {} : { seatsLeft }) } as const;
      });
    } catch (error) {
      if (!(error instanceof AlreadyRegistered)) throw error;
      const seatsLeft = await seatsLeftOf(event);
      return { kind: 'already-registered', ...(seatsLeft === undefined ? {} : { seatsLeft }) };
    }
  }

  return {
    async register(slug, input, client) {
      const event = findEvent(events, slug);
      if (event === undefined) return { kind: 'unknown-event' };
      if (eventEndsAt(event) <= now()) return { kind: 'ended' };
      const throttled = await checkLimits(rateLimiter, [
        [rules.perAddressBurst, client.key],
        [rules.perAddressDaily, client.key],
      ]);
      if (throttled) return throttled;
      const siteWide = await rateLimiter.hit(webinarChallengeRule, SITE_WIDE);
      if (!siteWide.allowed) {
        const check = await challenges.redeem(input.altcha);
        if (check !== 'accepted') return { kind: 'challenge-required', reason: check };
      }
      // A second sign-up of the same address is answered kindly, and nothing is sent again.
      if (await findRegistration(db, event.slug, normalizeEmail(input.email))) {
        const seatsLeft = await seatsLeftOf(event);
        return { kind: 'already-registered', ...(seatsLeft === undefined ? {} : { seatsLeft }) };
      }
      const outcome = await record(event, input, client);
      if (outcome.kind === 'registered' && !outcome.spam) deps.wakeMailWorker();
      return outcome;
    },

    async seats() {
      const open = upcomingEvents(events, new Date(now()));
      const taken = await seatsTaken(db, open.map((event) => event.slug));
      return open.map((event) =>
        event.seatLimit === undefined ? { slug: event.slug } : { slug: event.slug, seatsLeft: Math.max(0, event.seatLimit - (taken.get(event.slug) ?? 0)) },
      );
    },
  };
}
