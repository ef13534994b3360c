import { findEvent, productEvents, type ProductEvent } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { hashSecretToken, isTokenShaped } from '../../lib/secret-token.ts';
import { confirmRegistration, findRegistrationByConfirmToken, releaseUnconfirmedRegistrations } from '../../repositories/webinar-registrations.repository.ts';
import { giveSeatsBack } from '../../repositories/webinar-seats.repository.ts';
import { SEAT_CONFIRMATION_HOURS } from './rules.ts';

export type SeatLookup = { kind: 'unknown' } | { kind: 'open' | 'confirmed' | 'released'; event: ProductEvent | undefined };

/** What a confirmation code stands for, without changing anything (the page before the button). */
export async function lookUpSeat(db: Executor, code: unknown, events: readonly ProductEvent[] = productEvents): Promise<SeatLookup> {
  if (!isTokenShaped(code)) return { kind: 'unknown' };
  const row = await findRegistrationByConfirmToken(db, hashSecretToken(code));
  if (row === undefined) return { kind: 'unknown' };
  const event = findEvent(events, row.event_slug);
  if (row.status === 'registered') return { kind: row.confirmed_at === null ? 'open' : 'confirmed', event };
  return { kind: 'released', event };
}

/** Confirms the seat a code stands for; a second press finds it confirmed, a late one released. */
export async function confirmSeat(db: Executor, code: unknown, now: number, events: readonly ProductEvent[] = productEvents): Promise<SeatLookup> {
  const found = await lookUpSeat(db, code, events);
  if (found.kind !== 'open') return found;
  const row = (await findRegistrationByConfirmToken(db, hashSecretToken(code as string)))!;
  if (await confirmRegistration(db, row.id, now)) return { kind: 'confirmed', event: found.event };
  return lookUpSeat(db, code, events);
}

/**
 * Housekeeping: sign-ups still unconfirmed SEAT_CONFIRMATION_HOURS after they were made
 * give their seats back, so a script signing up strangers cannot keep a webinar full.
 * One transaction: the rows released and the seats given back commit together.
 */
export async function releaseUnconfirmedSeats(db: Executor, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const released = await releaseUnconfirmedRegistrations(trx, now - SEAT_CONFIRMATION_HOURS * 3_600_000);
    let total = 0;
    for (const [slug, count] of released) {
      await giveSeatsBack(trx, slug, count);
      total += count;
    }
    return total;
  });
}
