import { sql } from 'kysely';
import { compiledQuery } from '../db/compiled-query.ts';
import type { EpochMs, Executor } from '../db/schema.ts';

export interface CounterState {
  count: number;
  resets_at: EpochMs;
}

// Every sign-in (and every rate-limited call) runs these: compiled once
// (db/compiled-query.ts), so arguments are passed as they are bound (resetsAt computed
// by the caller).
const incrementQuery = compiledQuery((db, key: string, now: EpochMs, resetsAt: EpochMs) => {
  const windowEnded = sql<boolean>`rate_limits.resets_at <= ${now}`;
  return db
    .insertInto('rate_limits')
    .values({ key, count: 1, resets_at: resetsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${windowEnded} then 1 else rate_limits.count + 1 end`,
        resets_at: sql<number>`case when ${windowEnded} then ${resetsAt} else rate_limits.resets_at end`,
      }),
    )
    .returning(['count', 'resets_at']);
});

/**
 * Adds one to the counter in a single atomic upsert and returns the new state. A counter
 * whose window has ended starts a new window at 1. The SET expressions all read the old
 * row, on both dialects, so count and resets_at agree.
 */
export async function incrementCounter(db: Executor, key: string, now: EpochMs, windowMs: number): Promise<CounterState> {
  const row = await incrementQuery.takeFirst(db, key, now, now + windowMs);
  if (row === undefined) throw new Error(`rate_limits upsert returned no row for ${key}`);
  return row;
}

const decrementQuery = compiledQuery((db, key: string, now: EpochMs) =>
  db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('resets_at', '>', now),
);

/** Takes one back from a counter whose window is still open. */
export async function decrementCounter(db: Executor, key: string, now: EpochMs): Promise<void> {
  await decrementQuery.execute(db, key, now);
}

const clearQuery = compiledQuery((db, key: string) => db.updateTable('rate_limits').set({ count: 0 }).where('key', '=', key));

/**
 * Sets a counter back to 0; its window runs on. An update of one unindexed column writes
 * one page, where deleting the row (and inserting it again at the next attempt) would
 * also rewrite the key's index entry. Housekeeping deletes the row once the window ends.
 */
export async function clearCounter(db: Executor, key: string): Promise<void> {
  await clearQuery.execute(db, key);
}

const forgiveAndClearQuery = compiledQuery((db, forgivenKey: string, clearedKey: string, now: EpochMs) =>
  db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when ${sql.ref('key')} = ${clearedKey} then 0 else ${sql.ref('count')} - 1 end` })
    .where((eb) =>
      eb.or([eb('key', '=', clearedKey), eb.and([eb('key', '=', forgivenKey), eb('count', '>', 0), eb('resets_at', '>', now)])]),
    ),
);

/**
 * {@link decrementCounter} of one key and {@link clearCounter} of another in one statement:
 * a successful sign-in's two counters, one page written instead of two statements' worth.
 */
export async function forgiveAndClearCounters(db: Executor, forgivenKey: string, clearedKey: string, now: EpochMs): Promise<void> {
  await forgiveAndClearQuery.execute(db, forgivenKey, clearedKey, now);
}

/** Deletes counters whose window ended before `now`; they would start at 1 anyway. */
export async function deleteEndedCounters(db: Executor, now: EpochMs): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
