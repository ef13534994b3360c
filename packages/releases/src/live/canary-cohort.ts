import { randomInt } from 'node:crypto';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { CanaryRecord } from '../records/canary.service.ts';
import type { LiveContentRecord, LiveRecord } from '../records/releases.service.ts';
import type { ContentCanaryRecord } from '../content/content-canaries.repository.ts';
import type { PageOwner } from '../prerender/worker-protocol.ts';

/**
 * The first-party cookie that keeps a visitor on one side of every canary: a random
 * number from 0 to 99, shared by about 1 % of all visitors, tied to nothing (no account,
 * no address, nothing stored). Set only while a canary runs (docs/decisions/0034).
 */
export const COHORT_COOKIE = 'wtm_cohort';
export const COHORT_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The cohort a cookie value names, or undefined for none or anything else. */
export function parseCohort(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

export const newCohort = (): number => randomInt(100);

/**
 * Whether visitors of `cohort` get the canary: `percent` of the 100 cohorts do. The
 * canary's generation shifts which ones, so one remote's canary visitors are not always
 * the next one's as well.
 */
export function inCanary(cohort: number, canary: Pick<CanaryRecord, 'percent' | 'generation'>): boolean {
  return (cohort + ((canary.generation * 37) % 100)) % 100 < canary.percent;
}

/** The releases a visitor of `cohort` is served: the live ones, with the canaries the cohort is in. */
export function releasesForCohort(
  live: Partial<Record<RemoteName, LiveRecord>>,
  canaries: Partial<Record<RemoteName, CanaryRecord>>,
  cohort: number,
): Partial<Record<RemoteName, LiveRecord>> {
  const served = { ...live };
  for (const canary of Object.values(canaries)) {
    if (canary !== undefined && inCanary(cohort, canary)) {
      served[canary.name] = { name: canary.name, version: canary.version, releasedAt: canary.startedAt, generation: canary.generation };
    }
  }
  return served;
}

/** Each section's content a visitor of `cohort` is served: the live versions, with the content canaries the cohort is in. */
export function contentForCohort(
  content: Partial<Record<PageOwner, LiveContentRecord>>,
  canaries: Partial<Record<RemoteName, ContentCanaryRecord>>,
  cohort: number,
): Partial<Record<PageOwner, LiveContentRecord>> {
  const served = { ...content };
  for (const canary of Object.values(canaries)) {
    if (canary !== undefined && inCanary(cohort, canary)) {
      served[canary.section] = { section: canary.section, version: canary.version, releasedAt: canary.startedAt, generation: canary.generation };
    }
  }
  return served;
}

/** Whether any canary, of code or content, runs: only then do answers depend on the cohort. */
export const anyCanary = (site: { canaries: object; contentCanaries: object }) => Object.keys(site.canaries).length > 0 || Object.keys(site.contentCanaries).length > 0;
