import { judgeCanaries } from '@wtm/releases';
import fp from 'fastify-plugin';
import { releaseHealthReader } from '../../services/telemetry/release-health.ts';
import { runPeriodically } from './periodic.ts';

/**
 * Judges the running canaries every CANARY_CHECK_MS while the service runs (the release
 * platform's verdict, packages/releases, on this API's telemetry); each instance runs it,
 * and a claim in the database lets one judge a canary at a time.
 */
export const canaryVerdictPlugin = fp(
  async (app, options: { start: boolean }) => {
    if (!options.start) return;
    const { canary: policy } = app.config.releases;
    runPeriodically(app, 'canary verdict', policy.checkMs, async () => {
      try {
        const judged = await judgeCanaries({ db: app.db, releases: app.releases, canaries: app.canaries, policy, health: releaseHealthReader(app.db), log: app.log });
        for (const { verdict } of judged) app.metrics.canaryVerdicts.inc({ verdict: verdict.kind });
        app.metrics.canaryVerdictRuns.inc({ outcome: 'done' });
        app.metrics.canaryVerdictLastRun.setToCurrentTime();
        if (judged.some(({ verdict }) => verdict.kind !== 'wait')) await app.liveReleases.refresh();
      } catch (error) {
        app.metrics.canaryVerdictRuns.inc({ outcome: 'failed' });
        throw error;
      }
    });
  },
  { name: 'canary-verdict', dependencies: ['database', 'releases', 'background', 'metrics'] },
);
