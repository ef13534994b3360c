import { judgeCanaries, judgeContentCanaries, type CanaryPolicy, type ContentCanaryJudged } from '@wtm/releases';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { insertAuditLine } from '../../repositories/content-audit.repository.ts';
import { contentHealthReader, releaseHealthReader } from '../../services/telemetry/release-health.ts';
import { runPeriodically } from './periodic.ts';

/** A verdict carried out on a content canary, in the editors' audit trail beside their own actions. */
async function auditContentVerdict(app: FastifyInstance, { canary, verdict }: ContentCanaryJudged): Promise<void> {
  const after = (await app.contentReleases.liveContent(canary.section))?.entries ?? {};
  await insertAuditLine(app.db, {
    at: Date.now(),
    actor_id: 'canary verdict',
    actor_email: `the canary verdict (${verdict.reason})`,
    action: verdict.kind === 'promote' ? 'canary-promote' : 'canary-withdraw',
    section: canary.section,
    entry: null,
    before: null,
    after: JSON.stringify(after),
  });
}

/** One pass over the canaries of code, then of content (audited as the editors' actions are); this instance serves what switched at once. */
export async function judgeEveryCanary(app: FastifyInstance, policy: CanaryPolicy, now?: () => number) {
  const clock = now === undefined ? {} : { now };
  const judged = await judgeCanaries({ db: app.db, releases: app.releases, canaries: app.canaries, policy, health: releaseHealthReader(app.db), log: app.log, ...clock });
  const judgedContent = await judgeContentCanaries({ db: app.db, content: app.contentReleases, policy, health: contentHealthReader(app.db), log: app.log, ...clock });
  for (const one of judgedContent) if (one.acted) await auditContentVerdict(app, one);
  for (const { verdict } of [...judged, ...judgedContent]) app.metrics.canaryVerdicts.inc({ verdict: verdict.kind });
  if ([...judged, ...judgedContent].some(({ verdict }) => verdict.kind !== 'wait')) await app.liveReleases.refresh();
  return { judged, judgedContent };
}

/**
 * Judges the running canaries, of code and of content, every CANARY_CHECK_MS while the
 * service runs (the release platform's verdicts, packages/releases, on this API's
 * telemetry); each instance runs it, and a claim in the database lets one judge a canary at a time.
 */
export const canaryVerdictPlugin = fp(
  async (app, options: { start: boolean }) => {
    if (!options.start) return;
    const { canary: policy } = app.config.releases;
    runPeriodically(app, 'canary verdict', policy.checkMs, async () => {
      try {
        await judgeEveryCanary(app, policy);
        app.metrics.canaryVerdictRuns.inc({ outcome: 'done' });
        app.metrics.canaryVerdictLastRun.setToCurrentTime();
      } catch (error) {
        app.metrics.canaryVerdictRuns.inc({ outcome: 'failed' });
        throw error;
      }
    });
  },
  { name: 'canary-verdict', dependencies: ['database', 'releases', 'content', 'background', 'metrics'] },
);
