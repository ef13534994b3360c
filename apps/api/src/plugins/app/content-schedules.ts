import fp from 'fastify-plugin';
import { runPeriodically } from './periodic.ts';

/** How often an instance looks for due content schedules: a release scheduled for 00:00 goes live by 00:00:15. */
export const CONTENT_SCHEDULE_POLL_MS = 15_000;

/**
 * Carries out due content schedules while the service runs (docs/decisions/0048). Every
 * instance looks, one claims each; the first pass runs at start, so a schedule missed
 * while every instance was down runs then, and its outcome says how late.
 */
export const contentSchedulesPlugin = fp(
  async (app, options: { start: boolean }) => {
    if (!options.start) return;
    runPeriodically(
      app,
      'scheduled content releases (tried again at the next pass)',
      CONTENT_SCHEDULE_POLL_MS,
      async () => {
        const ran = await app.contentSchedules.runDue();
        if (ran > 0) app.log.info({ ran }, 'scheduled content releases carried out');
      },
      { atStart: true },
    );
  },
  { name: 'content-schedules', dependencies: ['content', 'background'] },
);
