import type { Executor } from '../../db/schema.ts';
import { countViews, vitalValues } from '../../repositories/telemetry.repository.ts';

/** How real visits fared on one release of a remote over a window (issue 30). */
export interface ReleaseHealth {
  version: string;
  views: number;
  /** Share of page views with a render or uncaught error (0–1; 0 without views). */
  errorRate: number;
  /** Share of page views whose section files failed to load. */
  loadFailureRate: number;
  /** 75th percentile in ms; null without a measurement. */
  p75Lcp: number | null;
  p75Inp: number | null;
}

/** The 75th percentile (nearest rank) of ascending values; null for none. */
export function p75(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

export async function releaseHealth(db: Executor, owner: string, version: string, since: number): Promise<ReleaseHealth> {
  const { views, errored, loadFailed } = await countViews(db, owner, version, since);
  return {
    version,
    views,
    errorRate: views === 0 ? 0 : errored / views,
    loadFailureRate: views === 0 ? 0 : loadFailed / views,
    p75Lcp: p75(await vitalValues(db, owner, version, 'LCP', since)),
    p75Inp: p75(await vitalValues(db, owner, version, 'INP', since)),
  };
}
