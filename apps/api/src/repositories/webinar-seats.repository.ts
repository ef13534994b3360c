import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

// Queries on webinar_seats only.

/**
 * Takes one seat of the webinar if fewer than `limit` are taken, in one conditional
 * UPDATE (the row is made first if missing): within a transaction, concurrent callers
 * wait on the row, so exactly `limit` seats are ever taken. The seats taken now, or
 * undefined when the webinar is full.
 */
export async function takeSeat(db: Executor, slug: string, limit: number): Promise<number | undefined> {
  await db
    .insertInto('webinar_seats')
    .values({ event_slug: slug, taken: 0 })
    .onConflict((conflict) => conflict.column('event_slug').doNothing())
    .execute();
  const row = await db
    .updateTable('webinar_seats')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('event_slug', '=', slug)
    .where('taken', '<', limit)
    .returning('taken')
    .executeTakeFirst();
  return row?.taken;
}

/** Seats taken per webinar, for the slugs given (a webinar nobody signed up for has no row). */
export async function seatsTaken(db: Executor, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom('webinar_seats').select(['event_slug', 'taken']).where('event_slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.event_slug, row.taken]));
}

/** Gives `count` seats of the webinar back (never below none taken). */
export async function giveSeatsBack(db: Executor, slug: string, count: number): Promise<void> {
  await db
    .updateTable('webinar_seats')
    .set((eb) => ({ taken: sql<number>`case when ${eb.ref('taken')} > ${count} then ${eb.ref('taken')} - ${count} else 0 end` }))
    .where('event_slug', '=', slug)
    .execute();
}
