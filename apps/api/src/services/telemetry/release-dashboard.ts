import type { ReleaseDashboard, ReleaseSeriesPoint, RemoteReleaseOverview } from '@wtm/contract';
import { weightedP75, type CanaryService, type ReleasesService } from '@wtm/releases';
import { remoteNames } from '@wtm/shell-contract/runtime-manifest';
import type { Executor } from '../../db/schema.ts';
import { hourlyOfReleases, lastRolledUpHour } from '../../repositories/telemetry-hourly.repository.ts';
import { hourlyViewCounts, hourlyVitals, type WeightedValue } from '../../repositories/telemetry.repository.ts';
import { histogramValues } from './vital-histogram.ts';

const HOUR_MS = 3_600_000;
/** The page shows the last two days: a canary's whole life, and the release before it. */
export const DASHBOARD_WINDOW_HOURS = 48;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Hourly page views, failure rates and p75 vitals per remote release over the window,
 * weighted: from the hourly roll-ups for the hours rolled up, from raw rows after them.
 */
async function seriesByRemote(db: Executor, since: number): Promise<Map<string, ReleaseSeriesPoint[]>> {
  const rolledUpTo = await lastRolledUpHour(db);
  const rawSince = rolledUpTo === undefined ? since : Math.max(since, (rolledUpTo + 1) * HOUR_MS);
  const points = new Map<string, ReleaseSeriesPoint & { owner: string; lcp: WeightedValue[]; inp: WeightedValue[]; errored: number; loadFailed: number }>();
  const pointOf = (owner: string, version: string, hour: number) => {
    const key = `${owner}\n${version}\n${hour}`;
    let point = points.get(key);
    if (point === undefined) {
      point = { owner, version, hour: iso(hour * HOUR_MS), views: 0, errorRate: 0, loadFailureRate: 0, lcp: [], inp: [], errored: 0, loadFailed: 0 };
      points.set(key, point);
    }
    return point;
  };
  const count = (point: { views: number; loadFailed: number; errored: number }, outcome: string, weight: number) => {
    if (outcome === 'view') point.views += weight;
    else if (outcome === 'load-failure') point.loadFailed += weight;
    else if (outcome === 'error') point.errored += weight;
  };
  for (const row of await hourlyOfReleases(db, since, rawSince)) {
    const point = pointOf(row.owner, row.owner_version, Number(row.hour));
    if (row.histogram === null) count(point, row.metric, Number(row.weight));
    else if (row.metric === 'LCP' || row.metric === 'INP') (row.metric === 'LCP' ? point.lcp : point.inp).push(...histogramValues(JSON.parse(row.histogram), row.metric));
  }
  for (const row of await hourlyViewCounts(db, rawSince)) count(pointOf(row.owner, row.owner_version!, Number(row.hour)), row.outcome, Number(row.views));
  for (const row of await hourlyVitals(db, rawSince)) {
    const point = pointOf(row.owner, row.owner_version!, Number(row.hour));
    (row.kind === 'LCP' ? point.lcp : point.inp).push({ value: Number(row.value), weight: Number(row.weight ?? 1) });
  }
  const byRemote = new Map<string, ReleaseSeriesPoint[]>();
  for (const { owner, lcp, inp, errored, loadFailed, ...point } of [...points.values()].sort((a, b) => a.hour.localeCompare(b.hour))) {
    const lcp75 = weightedP75(lcp.sort((a, b) => a.value - b.value));
    const inp75 = weightedP75(inp.sort((a, b) => a.value - b.value));
    byRemote.set(owner, [
      ...(byRemote.get(owner) ?? []),
      {
        ...point,
        // Weighted counts of sampled data are estimates: whole views on the page.
        views: Math.round(point.views),
        errorRate: point.views === 0 ? 0 : errored / point.views,
        loadFailureRate: point.views === 0 ? 0 : loadFailed / point.views,
        ...(lcp75 === null ? {} : { p75Lcp: lcp75 }),
        ...(inp75 === null ? {} : { p75Inp: inp75 }),
      },
    ]);
  }
  return byRemote;
}

/** `GET /api/admin/releases`: each remote's live and canary releases, its history and its field data. */
export async function releaseDashboard(db: Executor, releases: ReleasesService, canaries: CanaryService, now = Date.now()): Promise<ReleaseDashboard> {
  const live = (await releases.readLive()).releases;
  const running = await canaries.list();
  const series = await seriesByRemote(db, now - DASHBOARD_WINDOW_HOURS * HOUR_MS);
  const remotes = await Promise.all(
    remoteNames.map(async (name): Promise<RemoteReleaseOverview> => {
      const current = live.find((record) => record.name === name);
      const canary = running.find((record) => record.name === name);
      return {
        name,
        ...(current ? { liveVersion: current.version, liveSince: iso(current.releasedAt) } : {}),
        ...(canary ? { canaryVersion: canary.version, canaryPercent: canary.percent, canarySince: iso(canary.startedAt) } : {}),
        history: (await releases.history(name, 20)).map((line) => ({ action: line.action, version: line.version, at: iso(line.releasedAt), ...(line.reason ? { reason: line.reason } : {}) })),
        series: series.get(name) ?? [],
      };
    }),
  );
  return { windowHours: DASHBOARD_WINDOW_HOURS, remotes };
}
