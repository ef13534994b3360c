import type { ReleaseDashboard, ReleaseSeriesPoint, RemoteReleaseOverview } from '@wtm/contract';
import { remoteNames } from '@wtm/shell-contract/runtime-manifest';
import type { Executor } from '../../db/schema.ts';
import { hourlyViewCounts, hourlyVitals } from '../../repositories/telemetry.repository.ts';
import type { CanaryService } from './canary.service.ts';
import { p75 } from './release-health.ts';
import type { ReleasesService } from './releases.service.ts';

const HOUR_MS = 3_600_000;
/** The page shows the last two days: a canary's whole life, and the release before it. */
export const DASHBOARD_WINDOW_HOURS = 48;

const iso = (ms: number) => new Date(ms).toISOString();

/** Hourly page views, failure rates and p75 vitals per remote release over the window. */
async function seriesByRemote(db: Executor, since: number): Promise<Map<string, ReleaseSeriesPoint[]>> {
  const points = new Map<string, ReleaseSeriesPoint & { owner: string; lcp: number[]; inp: number[]; errored: number; loadFailed: number }>();
  const pointOf = (owner: string, version: string, hour: number) => {
    const key = `${owner}\n${version}\n${hour}`;
    let point = points.get(key);
    if (point === undefined) {
      point = { owner, version, hour: iso(hour * HOUR_MS), views: 0, errorRate: 0, loadFailureRate: 0, lcp: [], inp: [], errored: 0, loadFailed: 0 };
      points.set(key, point);
    }
    return point;
  };
  for (const row of await hourlyViewCounts(db, since)) {
    const point = pointOf(row.owner, row.owner_version!, Number(row.hour));
    const count = Number(row.views);
    if (row.outcome === 'view') point.views = count;
    else if (row.outcome === 'load-failure') point.loadFailed = count;
    else point.errored = count;
  }
  for (const row of await hourlyVitals(db, since)) {
    const point = pointOf(row.owner, row.owner_version!, Number(row.hour));
    (row.kind === 'LCP' ? point.lcp : point.inp).push(Number(row.value));
  }
  const byRemote = new Map<string, ReleaseSeriesPoint[]>();
  for (const { owner, lcp, inp, errored, loadFailed, ...point } of [...points.values()].sort((a, b) => a.hour.localeCompare(b.hour))) {
    const lcp75 = p75(lcp.sort((a, b) => a - b));
    const inp75 = p75(inp.sort((a, b) => a - b));
    byRemote.set(owner, [
      ...(byRemote.get(owner) ?? []),
      {
        ...point,
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
