import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

// Queries on telemetry_minutes only: the ingest budget's ledger.

/** Adds `count` events received in `minute`, in one upsert shared by every instance. */
export async function countReceived(db: Executor, minute: number, count: number): Promise<void> {
  await db
    .insertInto('telemetry_minutes')
    .values({ minute, received: count, kept: 0 })
    .onConflict((conflict) => conflict.column('minute').doUpdateSet({ received: sql<number>`telemetry_minutes.received + ${count}` }))
    .execute();
}

/** Events received in `minute` (0 for a minute nobody reported in). */
export async function receivedIn(db: Executor, minute: number): Promise<number> {
  const row = await db.selectFrom('telemetry_minutes').select('received').where('minute', '=', minute).executeTakeFirst();
  return Number(row?.received ?? 0);
}

/**
 * Takes `count` rows of `minute`'s budget in one conditional UPDATE, so concurrent
 * beacons on any instance never keep more than `budget` rows in a minute; false when
 * they would not fit.
 */
export async function reserveKept(db: Executor, minute: number, count: number, budget: number): Promise<boolean> {
  const result = await db
    .updateTable('telemetry_minutes')
    .set({ kept: sql<number>`kept + ${count}` })
    .where('minute', '=', minute)
    .where(sql<boolean>`kept + ${count} <= ${budget}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMinutesBefore(db: Executor, minute: number): Promise<number> {
  const result = await db.deleteFrom('telemetry_minutes').where('minute', '<', minute).executeTakeFirst();
  return Number(result.numDeletedRows);
}
