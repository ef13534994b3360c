import { weightedP75, type ReadReleaseHealth, type ReleaseHealth } from '@wtm/releases';
import type { Executor } from '../../db/schema.ts';
import { countViews, vitalValues } from '../../repositories/telemetry.repository.ts';

/**
 * How real visits fared on `version` of the remote `owner` since `since`, from the raw
 * telemetry rows kept (weighted): what the canary verdict and `pnpm releases` judge by.
 */
export async function releaseHealth(db: Executor, owner: string, version: string, since: number): Promise<ReleaseHealth> {
  const { views, errored, loadFailed } = await countViews(db, owner, version, since);
  return {
    version,
    // Weighted counts of sampled data are estimates: whole views.
    views: Math.round(views),
    errorRate: views === 0 ? 0 : errored / views,
    loadFailureRate: views === 0 ? 0 : loadFailed / views,
    p75Lcp: weightedP75(await vitalValues(db, owner, version, 'LCP', since)),
    p75Inp: weightedP75(await vitalValues(db, owner, version, 'INP', since)),
  };
}

/** The figures the release platform judges canaries by, read from this database. */
export const releaseHealthReader =
  (db: Executor): ReadReleaseHealth =>
  (owner, version, since) =>
    releaseHealth(db, owner, version, since);
