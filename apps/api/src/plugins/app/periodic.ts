import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` while the service runs (and once at start when asked),
 * never two passes at once; each pass is tracked, so one under way finishes before the
 * database closes. A pass that throws is logged as `<what> failed` and tried at the next.
 */
export function runPeriodically(app: FastifyInstance, what: string, intervalMs: number, work: () => Promise<void>, { atStart = false } = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (atStart) app.background.track(pass());
    timer = setInterval(() => app.background.track(pass()), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
