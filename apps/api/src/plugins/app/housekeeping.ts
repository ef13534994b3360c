import fp from 'fastify-plugin';
import { runHousekeeping } from '../../services/housekeeping.service.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/** Runs housekeeping once an hour while the service runs (see housekeeping.service.ts). */
export const housekeepingPlugin = fp(
  async (app, options: { start: boolean }) => {
    if (!options.start) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runHousekeeping(app.db, Date.now(), app.config.budgets).then(
          (summary) => app.log.debug({ summary }, 'housekeeping done'),
          (error: unknown) => app.log.error({ err: error }, 'housekeeping failed'),
        );
      }, HOUSEKEEPING_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
