import type { ContentReleases } from '../content/content.service.ts';
import { claimContentCanaryCheck, type ContentCanaryRecord } from '../content/content-canaries.repository.ts';
import type { ReleaseLog } from '../log.ts';
import type { ReleaseDb } from '../records/tables.ts';
import { judgeCanary, type CanaryPolicy, type Verdict } from './canary-verdict.ts';
import type { ReadReleaseHealth } from './release-health.ts';

export interface ContentCanaryJudgeDeps {
  db: ReleaseDb;
  content: ContentReleases;
  policy: CanaryPolicy;
  /** Real visits' figures of a content version of a section (the API's telemetry, by content version). */
  health: ReadReleaseHealth;
  log: ReleaseLog;
  now?: () => number;
}

/** A verdict on a content canary, and whether it was carried out (false: it ended meanwhile). */
export interface ContentCanaryJudged {
  canary: ContentCanaryRecord;
  verdict: Verdict;
  acted: boolean;
}

/** Who a verdict's switch names in the content history. */
export const CONTENT_VERDICT_ACTOR = 'canary verdict';

/**
 * One pass of the verdict on content canaries, as on code canaries (canary-judge.ts): each
 * one this instance claims is judged on its window's visits by content version against the
 * live content's, with the same policy, and published to everyone or withdrawn. Acting names
 * the canary's generation: one replaced or ended meanwhile is left alone.
 */
export async function judgeContentCanaries({ db, content, policy, health, log, now = Date.now }: ContentCanaryJudgeDeps): Promise<ContentCanaryJudged[]> {
  const judged: ContentCanaryJudged[] = [];
  const live = await content.live();
  for (const canary of await content.canaries()) {
    const at = now();
    if (!(await claimContentCanaryCheck(db, canary.section, canary.generation, at, at - policy.checkMs / 2))) continue;
    const liveVersion = live.find((one) => one.section === canary.section)?.version ?? '';
    const verdict = judgeCanary(await health(canary.section, liveVersion, canary.startedAt), await health(canary.section, canary.version, canary.startedAt), policy);
    if (verdict.kind === 'wait') {
      judged.push({ canary, verdict, acted: false });
      continue;
    }
    const done =
      verdict.kind === 'promote' ? await content.promoteCanary(canary.section, CONTENT_VERDICT_ACTOR, canary.generation) : await content.withdrawCanary(canary.section, canary.generation);
    judged.push({ canary, verdict, acted: done !== undefined });
    if (done !== undefined) log.info({ section: canary.section, version: canary.version, verdict: verdict.kind, reason: verdict.reason }, `content canary ${verdict.kind === 'promote' ? 'promoted' : 'withdrawn'}`);
  }
  return judged;
}
