import type { Insertable, Selectable } from 'kysely';
import type { EpochMs, Executor, SecurityEventsTable } from '../db/schema.ts';

export type SecurityEventRow = Selectable<SecurityEventsTable>;

export async function insertSecurityEvent(db: Executor, row: Insertable<SecurityEventsTable>): Promise<void> {
  await db.insertInto('security_events').values(row).execute();
}

/** The account's newest `limit` events since `since`, newest first. */
export function listSecurityEvents(db: Executor, userId: string, since: EpochMs, limit: number): Promise<SecurityEventRow[]> {
  return db.selectFrom('security_events').selectAll().where('user_id', '=', userId).where('at', '>=', since).orderBy('at', 'desc').orderBy('id').limit(limit).execute();
}

/** Housekeeping: events older than `before`. */
export async function deleteSecurityEventsBefore(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('security_events').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
