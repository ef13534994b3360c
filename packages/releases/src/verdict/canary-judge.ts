import type { ReleaseLog } from '../log.ts';
import { claimCanaryCheck } from '../records/canary-releases.repository.ts';
import type { CanaryRecord, CanaryService } from '../records/canary.service.ts';
import type { ReleasesService } from '../records/releases.service.ts';
import type { ReleaseDb } from '../records/tables.ts';
import { judgeCanary, type CanaryPolicy, type Verdict } from './canary-verdict.ts';
import type { ReadReleaseHealth } from './release-health.ts';

export interface CanaryJudgeDeps {
  db: ReleaseDb;
  releases: ReleasesService;
  canaries: CanaryService;
  policy: CanaryPolicy;
  /** Real visits' figures of a release (the API's telemetry). */
  health: ReadReleaseHealth;
  log: ReleaseLog;
  now?: () => number;
}

/**
 * One pass of the verdict job: each running canary that this instance claims (a
 * conditional update, so one instance at a time judges it) is judged on its window's real
 * visits and promoted or withdrawn, with the reason in the release history. Acting names
 * the canary's generation: a canary replaced or ended meanwhile is left alone.
 */
export async function judgeCanaries({ db, releases, canaries, policy, health, log, now = Date.now }: CanaryJudgeDeps): Promise<Array<{ canary: CanaryRecord; verdict: Verdict }>> {
  const judged: Array<{ canary: CanaryRecord; verdict: Verdict }> = [];
  const live = (await releases.readLive()).releases;
  for (const canary of await canaries.list()) {
    const at = now();
    if (!(await claimCanaryCheck(db, canary.name, canary.generation, at, at - policy.checkMs / 2))) continue;
    const stableVersion = live.find((record) => record.name === canary.name)?.version ?? '';
    const verdict = judgeCanary(await health(canary.name, stableVersion, canary.startedAt), await health(canary.name, canary.version, canary.startedAt), policy);
    judged.push({ canary, verdict });
    if (verdict.kind === 'wait') continue;
    const reason = `${verdict.kind === 'promote' ? 'promoted' : 'rolled back'} by the verdict: ${verdict.reason}`;
    const done = verdict.kind === 'promote' ? await canaries.promote(canary.name, reason, canary.generation) : await canaries.withdraw(canary.name, reason, canary.generation);
    if (done !== undefined) log.info({ name: canary.name, version: canary.version, verdict: verdict.kind, reason: verdict.reason }, `canary ${verdict.kind === 'promote' ? 'promoted' : 'rolled back'}`);
  }
  return judged;
}
