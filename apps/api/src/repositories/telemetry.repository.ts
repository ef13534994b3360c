import type { EpochMs, Executor, TelemetryEventsTable } from '../db/schema.ts';

// Queries on the field data of real visits only: no rules (services/telemetry).

/** Stores one beacon's events in one statement. */
export async function insertTelemetryEvents(db: Executor, rows: TelemetryEventsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('telemetry_events').values(rows).execute();
}

/** Deletes what was received before `before`. */
export async function deleteTelemetryBefore(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('telemetry_events').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
