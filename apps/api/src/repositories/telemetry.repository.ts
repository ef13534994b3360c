import { sql } from 'kysely';
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

/** Page views of one release of `owner` since `since`, and of those, how many had each kind of failure. */
export async function countViews(db: Executor, owner: string, version: string, since: EpochMs): Promise<{ views: number; errored: number; loadFailed: number }> {
  const ofRelease = db.selectFrom('telemetry_events').where('owner', '=', owner).where('owner_version', '=', version).where('received_at', '>=', since);
  const distinctViews = async (kinds: string[]) => {
    const row = await ofRelease.where('kind', 'in', kinds).select((eb) => eb.fn.count<number | string>('view_id').distinct().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    views: await distinctViews(['view']),
    errored: await distinctViews(['render-error', 'uncaught-error']),
    loadFailed: await distinctViews(['load-failure']),
  };
}

/** The values of one Web Vital of one release since `since`, ascending. */
export async function vitalValues(db: Executor, owner: string, version: string, kind: string, since: EpochMs): Promise<number[]> {
  const rows = await db
    .selectFrom('telemetry_events')
    .select('value')
    .where('owner', '=', owner)
    .where('owner_version', '=', version)
    .where('kind', '=', kind)
    .where('received_at', '>=', since)
    .orderBy('value')
    .execute();
  return rows.map((row) => Number(row.value));
}

const HOUR_MS = 3_600_000;

/**
 * Per remote release and hour since `since`: its page views, and those with an error
 * (render or uncaught, counted once) or a load failure, as `view`, `error` and `load-failure`.
 */
export function hourlyViewCounts(db: Executor, since: EpochMs) {
  const hour = sql<number>`received_at / ${sql.lit(HOUR_MS)}`;
  const outcome = sql<string>`case when kind in ('render-error', 'uncaught-error') then 'error' else kind end`;
  return db
    .selectFrom('telemetry_events')
    .select(['owner', 'owner_version', outcome.as('outcome'), hour.as('hour'), (eb) => eb.fn.count<number | string>('view_id').distinct().as('views')])
    .where('received_at', '>=', since)
    .where('owner_version', 'is not', null)
    .where('kind', 'in', ['view', 'render-error', 'uncaught-error', 'load-failure'])
    .groupBy(['owner', 'owner_version', outcome, hour])
    .execute();
}

/** Per remote release and hour since `since`: the LCP and INP values. */
export function hourlyVitals(db: Executor, since: EpochMs) {
  return db
    .selectFrom('telemetry_events')
    .select(['owner', 'owner_version', 'kind', sql<number>`received_at / ${sql.lit(HOUR_MS)}`.as('hour'), 'value'])
    .where('received_at', '>=', since)
    .where('owner_version', 'is not', null)
    .where('kind', 'in', ['LCP', 'INP'])
    .execute();
}
