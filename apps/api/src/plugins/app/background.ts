import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundTasks, type BackgroundTasks } from '../../lib/background-tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by a request and not awaited by it; drained before the app closes. */
    background: BackgroundTasks;
  }
}

/**
 * Registered after the database, so it drains before the database closes. Route handlers
 * still running count too: the server stops waiting for
 * a request whose client has gone, and its handler (a sign-in finishing its hash, say)
 * would otherwise reach a closed database, half done, while the app shuts down.
 */
export const backgroundPlugin = fp(
  async (app) => {
    const background = createBackgroundTasks(app.log);
    app.decorate('background', background);
    // A hook's or handler's promise counts until it settles. The route's own preValidation
    // and preHandler hooks (requireUser's session lookup) too: a request can be abandoned
    // there. Fastify calls the next step in the same turn their promise settles in, so the
    // count does not drop to zero between them.
    const tracked = <F extends (this: FastifyInstance, ...args: never[]) => unknown>(fn: F): F =>
      function trackedRouteFunction(this: FastifyInstance, ...args: Parameters<F>) {
        const result = fn.apply(this, args);
        if (isThenable(result)) background.track(result);
        return result;
      } as F;
    const trackedHooks = <H>(hooks: H | H[] | undefined): H[] | undefined =>
      hooks === undefined ? undefined : (Array.isArray(hooks) ? hooks : [hooks]).map((hook) => tracked(hook as never) as H);
    app.addHook('onRoute', (route) => {
      route.handler = tracked(route.handler);
      if (route.preValidation !== undefined) route.preValidation = trackedHooks(route.preValidation) as typeof route.preValidation;
      if (route.preHandler !== undefined) route.preHandler = trackedHooks(route.preHandler) as typeof route.preHandler;
    });
    app.addHook('onClose', async () => {
      await background.drain();
    });
  },
  { name: 'background', dependencies: ['database'] },
);

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
