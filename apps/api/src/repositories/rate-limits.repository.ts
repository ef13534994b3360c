import { sql } from 'kysely';
import type { EpochMs, Executor } from '../db/schema.ts';

export interface CounterState {
  count: number;
  resets_at: EpochMs;
}

/**
 * Adds one to the counter in a single atomic upsert and returns the new state. A counter
 * whose window has ended starts a new window at 1. The SET expressions all read the old
 * row, on both dialects, so count and resets_at agree.
 */
export async function incrementCounter(db: Executor, key: string, now: EpochMs, windowMs: number): Promise<CounterState> {
  const resetsAt = now + windowMs;
  const windowEnded = sql<boolean>`rate_limits.resets_at <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, resets_at: resetsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${windowEnded} then 1 else rate_limits.count + 1 end`,
        resets_at: sql<number>`case when ${windowEnded} then ${resetsAt} else rate_limits.resets_at end`,
      }),
    )
    .returning(['count', 'resets_at'])
    .executeTakeFirst();
  if (row === undefined) throw new Error(`rate_limits upsert returned no row for ${key}`);
  return row;
}

/** The count of a counter whose window is still open; 0 for none. */
export async function readCounter(db: Executor, key: string, now: EpochMs): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).where('resets_at', '>', now).executeTakeFirst();
  return row?.count ?? 0;
}

/** Takes one back from a counter whose window is still open. */
export async function decrementCounter(db: Executor, key: string, now: EpochMs): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('resets_at', '>', now)
    .execute();
}

/**
 * Sets a counter back to 0; its window runs on. An update of one unindexed column writes
 * one page, where deleting the row (and inserting it again at the next attempt) would
 * also rewrite the key's index entry. Housekeeping deletes the row once the window ends.
 */
export async function clearCounter(db: Executor, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: 0 }).where('key', '=', key).execute();
}

/** Deletes counters whose window ended before `now`; they would start at 1 anyway. */
export async function deleteEndedCounters(db: Executor, now: EpochMs): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
