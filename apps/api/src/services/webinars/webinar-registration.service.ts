import { randomUUID } from 'node:crypto';
import { findEvent, pagePaths, productEvents, upcomingEvents, eventEndsAt, type ProductEvent, type WebinarRegistrationRequest, type WebinarSeats } from '@wtm/contract';
import { normalizeEmail } from '../../lib/email-address.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { webinarConfirmationMail, webinarSalesNoticeMail } from '../../mail/templates/webinar-mails.ts';
import { deleteReleasedRegistration, findRegistration, insertRegistrationOnce } from '../../repositories/webinar-registrations.repository.ts';
import { seatsTaken, takeSeat } from '../../repositories/webinar-seats.repository.ts';
import { pastLeadCeiling } from '../leads/lead-ceiling.ts';
import { admitLead, honeypotOf, type ChallengeRequired, type LeadServiceDeps } from '../leads/lead-intake.ts';
import { queueSalesNotice, salesNoticeDigestDue } from '../leads/sales-notices.ts';
import type { Throttled } from '../throttled.ts';
import { webinarInvitation } from './calendar-invite.ts';
import { webinarJoiningLinks } from './joining-links.ts';
import { SEAT_CONFIRMATION_HOURS, webinarRateRules, webinarSeatConfirmPath } from './rules.ts';

/**
 * `registered` for people and bots alike (a filled honeypot is `spam`, stored, mailed
 * nothing); `already-registered` and `full` record nothing new.
 */
export type WebinarOutcome =
  | { kind: 'registered'; id: string; spam: boolean; seatsLeft?: number }
  | { kind: 'already-registered'; seatsLeft?: number }
  | { kind: 'full' }
  /** Past the hourly ceiling of leads: kept in the held queue, no seat, no mail. */
  | { kind: 'held'; id: string }
  /** The address had its mails of the day (the per-recipient cap): nothing recorded. */
  | { kind: 'mail-capped' }
  | { kind: 'ended' }
  | { kind: 'unknown-event' }
  | ChallengeRequired
  | Throttled;

export interface WebinarRegistrationService {
  register(slug: string, input: WebinarRegistrationRequest, client: { address: string; key: string }): Promise<WebinarOutcome>;
  /** Seats left of every webinar that has not ended, where it has a limit. */
  seats(): Promise<WebinarSeats[]>;
}

export interface WebinarRegistrationDeps extends LeadServiceDeps {
  /** The schedule; tests pass their own. */
  events?: readonly ProductEvent[];
}

/** Thrown inside the transaction to roll it back: the address was already signed up. */
class AlreadyRegistered extends Error {}
/** Thrown inside the transaction to roll it back: the confirmation could not be mailed today. */
class MailCapped extends Error {}

export function createWebinarRegistrationService(deps: WebinarRegistrationDeps): WebinarRegistrationService {
  const { db, outbox, rateLimiter, challenges, salesEmail, publicUrl, now = Date.now, events = productEvents } = deps;

  async function seatsLeftOf(event: ProductEvent): Promise<number | undefined> {
    if (event.seatLimit === undefined) return undefined;
    const taken = (await seatsTaken(db, [event.slug])).get(event.slug) ?? 0;
    return Math.max(0, event.seatLimit - taken);
  }

  async function mailsFor(event: ProductEvent, id: string, registrant: WebinarRegistrationRequest, at: number, seatsLeft: number | undefined, confirmCode: string) {
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
    const confirmLink = `${publicUrl}${webinarSeatConfirmPath}?code=${confirmCode}`;
    const confirmation = await webinarConfirmationMail({ event, registrant, joiningLink, eventPage, confirmLink, confirmWithinHours: SEAT_CONFIRMATION_HOURS, siteUrl: publicUrl });
    const notice = await webinarSalesNoticeMail({ event, registrant, seatsLeft, reference: id, receivedAt: at, siteUrl: publicUrl });
    return { confirmation: { ...confirmation, calendar }, notice };
  }

  /** Keeps the sign-up in the held queue for an administrator: no seat taken, nobody mailed. */
  async function hold(event: ProductEvent, input: WebinarRegistrationRequest, client: { address: string }): Promise<WebinarOutcome> {
    const id = randomUUID();
    const row = { id, event_slug: event.slug, name: input.name, email: normalizeEmail(input.email), company: input.company, honeypot: null, client_address: client.address, created_at: now(), status: 'held' as const };
    return (await insertRegistrationOnce(db, row)) ? { kind: 'held', id } : { kind: 'already-registered' };
  }

  async function record(event: ProductEvent, input: WebinarRegistrationRequest, client: { address: string }): Promise<WebinarOutcome> {
    const id = randomUUID();
    const at = now();
    const email = normalizeEmail(input.email);
    const honeypot = honeypotOf(input);
    const row = { id, event_slug: event.slug, name: input.name, email, company: input.company, honeypot, client_address: client.address, created_at: at };
    if (honeypot !== null) {
      // A bot: kept for review, takes no seat, mails nothing, answered like a person.
      const stored = await insertRegistrationOnce(db, { ...row, status: 'spam' });
      return stored ? { kind: 'registered', id, spam: true } : { kind: 'already-registered' };
    }
    // Mails are rendered before the transaction; the seat count in them is the one expected.
    const expectedLeft = await seatsLeftOf(event);
    const confirmCode = newSecretToken();
    const mails = await mailsFor(event, id, { ...input, email }, at, expectedLeft === undefined ? undefined : Math.max(0, expectedLeft - 1), confirmCode);
    // Sales hears of it alone while the site-wide notice cap allows, else in the next digest.
    const digestDueAt = await salesNoticeDigestDue(rateLimiter);
    try {
      return await db.transaction().execute(async (trx) => {
        const taken = event.seatLimit === undefined ? undefined : await takeSeat(trx, event.slug, event.seatLimit);
        if (event.seatLimit !== undefined && taken === undefined) return { kind: 'full' } as const;
        await deleteReleasedRegistration(trx, event.slug, email);
        const registered = { ...row, status: 'registered' as const, confirm_token_hash: hashSecretToken(confirmCode), digest_due_at: digestDueAt };
        if (!(await insertRegistrationOnce(trx, registered))) throw new AlreadyRegistered();
        const confirmation = await outbox.queueMail(trx, { kind: 'webinar-confirmation', to: email, ...mails.confirmation, idempotencyKey: `webinar-confirmation.${id}`, replyTo: salesEmail });
        if (confirmation.capped) throw new MailCapped();
        if (digestDueAt === null) await queueSalesNotice(outbox, trx, { kind: 'webinar-registration', ...mails.notice, leadId: id, salesEmail, replyTo: email });
        const seatsLeft = event.seatLimit === undefined || taken === undefined ? undefined : event.seatLimit - taken;
        return { kind: 'registered', id, spam: false, ...(seatsLeft === undefined ? {} : { seatsLeft }) } as const;
      });
    } catch (error) {
      if (error instanceof MailCapped) return { kind: 'mail-capped' };
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
      const refused = await admitLead({ rateLimiter, challenges }, webinarRateRules, client.key, input.altcha);
      if (refused) return refused;
      // A second sign-up of the same address is answered kindly, and nothing is sent again.
      const earlier = await findRegistration(db, event.slug, normalizeEmail(input.email));
      if (earlier !== undefined && earlier.status !== 'released') {
        const seatsLeft = await seatsLeftOf(event);
        return { kind: 'already-registered', ...(seatsLeft === undefined ? {} : { seatsLeft }) };
      }
      if (!input.website?.trim() && (await pastLeadCeiling(rateLimiter, deps.leadsPerHour))) return hold(event, input, client);
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
