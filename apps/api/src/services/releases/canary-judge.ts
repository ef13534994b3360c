import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/schema.ts';
import { claimCanaryCheck } from '../../repositories/canary-releases.repository.ts';
import type { CanaryRecord, CanaryService } from './canary.service.ts';
import type { CanaryPolicy } from '../../config/canary-policy.ts';
import { judgeCanary, type Verdict } from './canary-verdict.ts';
import { releaseHealth } from './release-health.ts';
import type { ReleasesService } from './releases.service.ts';

export interface CanaryJudgeDeps {
  db: Executor;
  releases: ReleasesService;
  canaries: CanaryService;
  policy: CanaryPolicy;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * One pass of the verdict job: each running canary that this instance claims (a
 * conditional update, so one instance at a time judges it) is judged on its window's real
 * visits and promoted or withdrawn, with the reason in the release history. Acting names
 * the canary's generation: a canary replaced or ended meanwhile is left alone.
 */
export async function judgeCanaries({ db, releases, canaries, policy, log, now = Date.now }: CanaryJudgeDeps): Promise<Array<{ canary: CanaryRecord; verdict: Verdict }>> {
  const judged: Array<{ canary: CanaryRecord; verdict: Verdict }> = [];
  const live = (await releases.readLive()).releases;
  for (const canary of await canaries.list()) {
    const at = now();
    if (!(await claimCanaryCheck(db, canary.name, canary.generation, at, at - policy.checkMs / 2))) continue;
    const stableVersion = live.find((record) => record.name === canary.name)?.version ?? '';
    const verdict = judgeCanary(await releaseHealth(db, canary.name, stableVersion, canary.startedAt), await releaseHealth(db, canary.name, canary.version, canary.startedAt), policy);
    judged.push({ canary, verdict });
    if (verdict.kind === 'wait') continue;
    const reason = `${verdict.kind === 'promote' ? 'promoted' : 'rolled back'} by the verdict: ${verdict.reason}`;
    const done = verdict.kind === 'promote' ? await canaries.promote(canary.name, reason, canary.generation) : await canaries.withdraw(canary.name, reason, canary.generation);
    if (done !== undefined) log.info({ name: canary.name, version: canary.version, verdict: verdict.kind, reason: verdict.reason }, `canary ${verdict.kind === 'promote' ? 'promoted' : 'rolled back'}`);
  }
  return judged;
}
