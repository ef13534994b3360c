import { listCanaries } from '@wtm/releases';
import type { Executor, TelemetryHourlyTable } from '../../db/schema.ts';
import { deleteMinutesBefore } from '../../repositories/telemetry-minutes.repository.ts';
import {
  deleteHourlyBefore,
  deleteHourlyBeyond,
  deleteRawBeyond,
  firstRawHour,
  insertHourly,
  lastRolledUpHour,
  measurementsByHour,
  viewOutcomesByHour,
} from '../../repositories/telemetry-hourly.repository.ts';
import { deleteTelemetryBefore } from '../../repositories/telemetry.repository.ts';
import { addToHistogram, type VitalHistogram } from './vital-histogram.ts';

const HOUR_MS = 3_600_000;
/** Raw rows are rolled up, and may go, once their hour ended a day ago. */
export const RAW_TELEMETRY_HOURS = 24;
/** Roll-ups are kept 30 days (docs/decisions/0034), long enough to compare releases. */
export const HOURLY_RETENTION_MS = 30 * 24 * HOUR_MS;

/** One hour's roll-up rows from its raw rows: weighted views per outcome, weighted histograms per vital. */
async function rollUpHours(db: Executor, from: number, to: number): Promise<TelemetryHourlyTable[]> {
  const rows: TelemetryHourlyTable[] = (await viewOutcomesByHour(db, from, to)).map((row) => ({ ...row, hour: Number(row.hour), weight: Number(row.weight), histogram: null }));
  const vitals = new Map<string, TelemetryHourlyTable & { values: VitalHistogram }>();
  for (const row of await measurementsByHour(db, from, to)) {
    const key = [row.hour, row.path, row.owner, row.owner_version, row.kind].join('\n');
    let rolled = vitals.get(key);
    if (rolled === undefined) {
      rolled = { hour: Number(row.hour), path: row.path, owner: row.owner, owner_version: row.owner_version, metric: row.kind, weight: 0, histogram: null, values: {} };
      vitals.set(key, rolled);
    }
    const weight = Number(row.weight ?? 1);
    rolled.weight += weight;
    addToHistogram(rolled.values, row.kind, Number(row.value), weight);
  }
  return [...rows, ...[...vitals.values()].map(({ values, ...row }) => ({ ...row, histogram: JSON.stringify(values) }))];
}

export interface TelemetryUpkeep {
  rolledUpHours: number;
  /** Raw rows deleted: rolled up and no longer needed by a canary's verdict, or past the cap. */
  rawDeleted: number;
  /** Roll-ups deleted: older than 30 days, or the oldest hours past the cap. */
  hourlyDeleted: number;
}

/**
 * Housekeeping of field data: every hour that ended a day ago is rolled up
 * (one hour at a time, so memory stays that of an hour at the budget); raw rows go once
 * rolled up, unless a running canary's verdict still reads them (its window opened
 * before them); then past `maxRows` the oldest raw rows go first; roll-ups go after 30 days,
 * and past `maxRows` roll-up rows the oldest hours go first.
 */
export async function keepTelemetry(db: Executor, now: number, maxRows: number): Promise<TelemetryUpkeep> {
  const rollUpBefore = Math.floor(now / HOUR_MS) - RAW_TELEMETRY_HOURS;
  const first = Math.max((await lastRolledUpHour(db)) ?? -Infinity, ((await firstRawHour(db)) ?? rollUpBefore) - 1) + 1;
  let rolledUpHours = 0;
  for (let hour = first; hour < rollUpBefore; hour += 1) {
    const rows = await rollUpHours(db, hour, hour + 1);
    await insertHourly(db, rows);
    if (rows.length > 0) rolledUpHours += 1;
  }
  const canaryWindows = (await listCanaries(db)).map((canary) => canary.started_at);
  const rawNeededFrom = Math.min(rollUpBefore * HOUR_MS, ...canaryWindows);
  const rawDeleted = (await deleteTelemetryBefore(db, rawNeededFrom)) + (await deleteRawBeyond(db, maxRows));
  await deleteMinutesBefore(db, Math.floor(now / 60_000) - 24 * 60);
  const hourlyDeleted = (await deleteHourlyBefore(db, Math.floor((now - HOURLY_RETENTION_MS) / HOUR_MS))) + (await deleteHourlyBeyond(db, maxRows));
  return { rolledUpHours, rawDeleted, hourlyDeleted };
}
