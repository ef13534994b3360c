import { weightedP75, type ReadReleaseHealth, type ReleaseHealth } from '@wtm/releases';
import type { Executor } from '../../db/schema.ts';
import { countViews, vitalValues, type VersionColumn } from '../../repositories/telemetry.repository.ts';

/**
 * How real visits fared on `version` of the remote `owner` since `since` (a release of its
 * code, or with `by` a content version), from the raw telemetry rows kept (weighted): what
 * the canary verdicts and `pnpm releases` judge by.
 */
export async function releaseHealth(db: Executor, owner: string, version: string, since: number, by: VersionColumn = 'owner_version'): Promise<ReleaseHealth> {
  const { views, errored, loadFailed } = await countViews(db, owner, version, since, by);
  return {
    version,
    // Weighted counts of sampled data are estimates: whole views.
    views: Math.round(views),
    errorRate: views === 0 ? 0 : errored / views,
    loadFailureRate: views === 0 ? 0 : loadFailed / views,
    p75Lcp: weightedP75(await vitalValues(db, owner, version, 'LCP', since, by)),
    p75Inp: weightedP75(await vitalValues(db, owner, version, 'INP', since, by)),
  };
}

/** The figures the release platform judges canaries by, read from this database. */
export const releaseHealthReader =
  (db: Executor): ReadReleaseHealth =>
  (owner, version, since) =>
    releaseHealth(db, owner, version, since);

/** The figures content canaries are judged by: visits by the content version they ran. */
export const contentHealthReader =
  (db: Executor): ReadReleaseHealth =>
  (owner, version, since) =>
    releaseHealth(db, owner, version, since, 'content_version');
