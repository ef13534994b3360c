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

/** The kinds that mark a page view's outcome, counted once per view. */
export const VIEW_OUTCOME_KINDS = ['view', 'render-error', 'uncaught-error', 'load-failure'] as const;
/** A view's outcome: `view`, `error` (render or uncaught) or `load-failure`. */
export const outcomeOf = sql<string>`case when kind in ('render-error', 'uncaught-error') then 'error' else kind end`;
const HOUR_MS = 3_600_000;
/** The hour (epoch ms ÷ 3,600,000) a row was received in. */
export const hourOf = sql<number>`received_at / ${sql.lit(HOUR_MS)}`;

/** What a version names: a release of the section's code, or a content version of it. */
export type VersionColumn = 'owner_version' | 'content_version';

/**
 * Weighted page views of one release (or content version, `by`) of `owner` since `since` with each outcome: a view
 * counts once, by the weight it was kept with (every event of a view shares its sampling).
 */
export async function countViews(db: Executor, owner: string, version: string, since: EpochMs, by: VersionColumn = 'owner_version'): Promise<{ views: number; errored: number; loadFailed: number }> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('telemetry_events')
        .select([outcomeOf.as('outcome'), 'view_id', (inner) => inner.fn.max('weight').as('weight')])
        .where('owner', '=', owner)
        .where(by, '=', version)
        .where('received_at', '>=', since)
        .where('kind', 'in', [...VIEW_OUTCOME_KINDS])
        .groupBy([outcomeOf, 'view_id'])
        .as('views'),
    )
    .select(['outcome', (eb) => eb.fn.sum<number | string>('weight').as('weight')])
    .groupBy('outcome')
    .execute();
  const total = (outcome: string) => Number(rows.find((row) => row.outcome === outcome)?.weight ?? 0);
  return { views: total('view'), errored: total('error'), loadFailed: total('load-failure') };
}

/** The values of one Web Vital of one release (or content version, `by`) since `since`, ascending, each with its weight. */
export async function vitalValues(db: Executor, owner: string, version: string, kind: string, since: EpochMs, by: VersionColumn = 'owner_version'): Promise<WeightedValue[]> {
  const rows = await db
    .selectFrom('telemetry_events')
    .select(['value', 'weight'])
    .where('owner', '=', owner)
    .where(by, '=', version)
    .where('kind', '=', kind)
    .where('received_at', '>=', since)
    .orderBy('value')
    .execute();
  return rows.map((row) => ({ value: Number(row.value), weight: Number(row.weight ?? 1) }));
}

export interface WeightedValue {
  value: number;
  weight: number;
}

/**
 * Per remote release and hour since `since`: its weighted page views, and those with an
 * error (render or uncaught, counted once) or a load failure, as `view`, `error` and `load-failure`.
 */
export function hourlyViewCounts(db: Executor, since: EpochMs) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('telemetry_events')
        .select(['owner', 'owner_version', outcomeOf.as('outcome'), hourOf.as('hour'), 'view_id', (inner) => inner.fn.max('weight').as('weight')])
        .where('received_at', '>=', since)
        .where('owner_version', 'is not', null)
        .where('kind', 'in', [...VIEW_OUTCOME_KINDS])
        .groupBy(['owner', 'owner_version', outcomeOf, hourOf, 'view_id'])
        .as('views'),
    )
    .select(['owner', 'owner_version', 'outcome', 'hour', (eb) => eb.fn.sum<number | string>('weight').as('views')])
    .groupBy(['owner', 'owner_version', 'outcome', 'hour'])
    .execute();
}

/** Per remote release and hour since `since`: the LCP and INP values and their weights. */
export function hourlyVitals(db: Executor, since: EpochMs) {
  return db
    .selectFrom('telemetry_events')
    .select(['owner', 'owner_version', 'kind', hourOf.as('hour'), 'value', 'weight'])
    .where('received_at', '>=', since)
    .where('owner_version', 'is not', null)
    .where('kind', 'in', ['LCP', 'INP'])
    .execute();
}
