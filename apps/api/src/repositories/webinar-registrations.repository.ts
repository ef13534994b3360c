import type { Insertable, Selectable } from 'kysely';
import type { EpochMs, Executor } from '../db/schema.ts';
import type { WebinarRegistrationsTable } from '../db/schema.ts';

// Queries on webinar_registrations only.

export type NewWebinarRegistrationRow = Insertable<WebinarRegistrationsTable>;
export type WebinarRegistrationRow = Selectable<WebinarRegistrationsTable>;

/** Inserts the sign-up unless the address already signed up for that webinar; true when written. */
export async function insertRegistrationOnce(db: Executor, row: NewWebinarRegistrationRow): Promise<boolean> {
  const inserted = await db
    .insertInto('webinar_registrations')
    .values(row)
    .onConflict((conflict) => conflict.columns(['event_slug', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findRegistration(db: Executor, slug: string, email: string): Promise<WebinarRegistrationRow | undefined> {
  return db.selectFrom('webinar_registrations').selectAll().where('event_slug', '=', slug).where('email', '=', email).executeTakeFirst();
}

/** A released sign-up makes way for the same address signing up again. */
export async function deleteReleasedRegistration(db: Executor, slug: string, email: string): Promise<void> {
  await db.deleteFrom('webinar_registrations').where('event_slug', '=', slug).where('email', '=', email).where('status', '=', 'released').execute();
}

/** Is any held sign-up's digest due and not yet claimed? */
export async function hasRegistrationsDueForDigest(db: Executor, now: EpochMs): Promise<boolean> {
  const row = await db.selectFrom('webinar_registrations').select('id').where('digest_id', 'is', null).where('digest_due_at', '<=', now).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Claims every sign-up whose digest is due for `digestId` in one conditional UPDATE (as for enquiries); how many. */
export async function claimRegistrationsForDigest(db: Executor, digestId: string, now: EpochMs): Promise<number> {
  const result = await db.updateTable('webinar_registrations').set({ digest_id: digestId }).where('digest_id', 'is', null).where('digest_due_at', '<=', now).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The first `limit` sign-ups of a digest, oldest first. */
export function listDigestRegistrations(db: Executor, digestId: string, limit: number): Promise<WebinarRegistrationRow[]> {
  return db.selectFrom('webinar_registrations').selectAll().where('digest_id', '=', digestId).orderBy('created_at').orderBy('id').limit(limit).execute();
}

export function findRegistrationByConfirmToken(db: Executor, tokenHash: string): Promise<WebinarRegistrationRow | undefined> {
  return db.selectFrom('webinar_registrations').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}

/** Confirms a sign-up still holding its seat, once; true when this call confirmed it. */
export async function confirmRegistration(db: Executor, id: string, now: EpochMs): Promise<boolean> {
  const result = await db.updateTable('webinar_registrations').set({ confirmed_at: now }).where('id', '=', id).where('status', '=', 'registered').where('confirmed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks every sign-up made before `before` and still unconfirmed as released, in one
 * conditional UPDATE (a confirmation racing it either lands first or finds it released),
 * and says how many it released per webinar, so their seats can be given back.
 */
export async function releaseUnconfirmedRegistrations(db: Executor, before: EpochMs): Promise<Map<string, number>> {
  const rows = await db
    .updateTable('webinar_registrations')
    .set({ status: 'released' })
    .where('status', '=', 'registered')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', before)
    .returning('event_slug')
    .execute();
  const released = new Map<string, number>();
  for (const row of rows) released.set(row.event_slug, (released.get(row.event_slug) ?? 0) + 1);
  return released;
}

/** The held queue: the oldest `limit` held sign-ups, and how many there are. */
export async function heldRegistrations(db: Executor, limit: number): Promise<{ total: number; rows: WebinarRegistrationRow[] }> {
  const count = await db.selectFrom('webinar_registrations').select((eb) => eb.fn.countAll<number | string>().as('count')).where('status', '=', 'held').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('webinar_registrations').selectAll().where('status', '=', 'held').orderBy('created_at').orderBy('id').limit(limit).execute();
  return { total: Number(count.count), rows };
}

/** Retention: deletes sign-ups made before `before`. */
export async function deleteRegistrationsBefore(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('webinar_registrations').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
