import { sql } from 'kysely';
import type { EpochMs, Executor, TelemetryHourlyTable } from '../db/schema.ts';
import { hourOf, outcomeOf, VIEW_OUTCOME_KINDS } from './telemetry.repository.ts';

// Queries on telemetry_hourly, and the reads of telemetry_events that feed it.

const HOUR_MS = 3_600_000;
/**
 * A row's version as rolled up: a release of its owner this site made (a line of its
 * release history), else '' like the shell's, so versions a client invents cannot
 * multiply the roll-ups. Rows are read joined to `released`.
 */
const versionOf = sql<string>`coalesce(released.version, '')`;

/** Every (name, version) the site ever released, a canary included. */
const released = (db: Executor) => db.selectFrom('release_history').select(['name', 'version']).distinct().as('released');

/** The raw rows of the hours [from, to), each with the release its version names, if any. */
function rawRowsOfHours(db: Executor, from: number, to: number) {
  return db
    .selectFrom('telemetry_events')
    .leftJoin(released(db), (join) => join.onRef('released.name', '=', 'telemetry_events.owner').onRef('released.version', '=', 'telemetry_events.owner_version'))
    .where('received_at', '>=', from * HOUR_MS)
    .where('received_at', '<', to * HOUR_MS);
}

/** The last hour rolled up, or undefined before the first roll-up. */
export async function lastRolledUpHour(db: Executor): Promise<number | undefined> {
  const row = await db.selectFrom('telemetry_hourly').select((eb) => eb.fn.max('hour').as('hour')).executeTakeFirst();
  return row?.hour === null || row?.hour === undefined ? undefined : Number(row.hour);
}

/** The hour of the oldest raw row, or undefined when there is none. */
export async function firstRawHour(db: Executor): Promise<number | undefined> {
  const row = await db.selectFrom('telemetry_events').select((eb) => eb.fn.min('received_at').as('at')).executeTakeFirst();
  return row?.at === null || row?.at === undefined ? undefined : Math.floor(Number(row.at) / HOUR_MS);
}

/** Weighted page views per path, section, version and outcome in the hours [from, to). */
export function viewOutcomesByHour(db: Executor, from: number, to: number) {
  return db
    .selectFrom(() =>
      rawRowsOfHours(db, from, to)
        .select([hourOf.as('hour'), 'path', 'owner', versionOf.as('owner_version'), outcomeOf.as('metric'), 'view_id', (inner) => inner.fn.max('weight').as('weight')])
        .where('kind', 'in', [...VIEW_OUTCOME_KINDS])
        .groupBy([hourOf, 'path', 'owner', versionOf, outcomeOf, 'view_id'])
        .as('views'),
    )
    .select(['hour', 'path', 'owner', 'owner_version', 'metric', (eb) => eb.fn.sum<number | string>('weight').as('weight')])
    .groupBy(['hour', 'path', 'owner', 'owner_version', 'metric'])
    .execute();
}

/** Every measured value (Web Vitals and the like) in the hours [from, to), with its weight. */
export function measurementsByHour(db: Executor, from: number, to: number) {
  return rawRowsOfHours(db, from, to)
    .select([hourOf.as('hour'), 'path', 'owner', versionOf.as('owner_version'), 'kind', 'value', 'weight'])
    .where('kind', 'not in', [...VIEW_OUTCOME_KINDS])
    .execute();
}

/** Stores roll-up rows; an hour rolled up already keeps its rows. */
export async function insertHourly(db: Executor, rows: TelemetryHourlyTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('telemetry_hourly')
      .values(rows.slice(start, start + 500))
      .onConflict((conflict) => conflict.columns(['hour', 'path', 'owner', 'owner_version', 'metric']).doNothing())
      .execute();
  }
}

/** Roll-up rows of remote releases (a version set) from `since`. */
export function hourlyOfReleases(db: Executor, since: EpochMs, until: EpochMs) {
  return db
    .selectFrom('telemetry_hourly')
    .select(['hour', 'owner', 'owner_version', 'metric', 'weight', 'histogram'])
    .where('hour', '>=', Math.floor(since / HOUR_MS))
    .where('hour', '<', Math.floor(until / HOUR_MS))
    .where('owner_version', '!=', '')
    .execute();
}

export async function deleteHourlyBefore(db: Executor, hour: number): Promise<number> {
  const result = await db.deleteFrom('telemetry_hourly').where('hour', '<', hour).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Drops the oldest hours of roll-ups past `maxRows` rows, whole hours at a time. */
export async function deleteHourlyBeyond(db: Executor, maxRows: number): Promise<number> {
  const boundary = await db.selectFrom('telemetry_hourly').select('hour').orderBy('hour', 'desc').offset(maxRows).limit(1).executeTakeFirst();
  if (boundary === undefined) return 0;
  return deleteHourlyBefore(db, Number(boundary.hour) + 1);
}

/**
 * Drops the oldest raw rows past `maxRows`, oldest first, in one DELETE: every row
 * received at or before the received_at of the row that is `maxRows` from the newest
 * (so a beacon's rows, which share it, go together).
 */
export async function deleteRawBeyond(db: Executor, maxRows: number): Promise<number> {
  const boundary = await db.selectFrom('telemetry_events').select('received_at').orderBy('received_at', 'desc').offset(maxRows).limit(1).executeTakeFirst();
  if (boundary === undefined) return 0;
  const result = await db.deleteFrom('telemetry_events').where('received_at', '<=', boundary.received_at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
