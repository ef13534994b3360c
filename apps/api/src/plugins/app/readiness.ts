import fp from 'fastify-plugin';

export interface Readiness {
  /** True once the instance is shutting down: /readyz answers 503 from then on. */
  readonly draining: boolean;
  /** Starts draining (main.ts calls it on SIGTERM). */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes traffic (GET /readyz). */
    readiness: Readiness;
  }
}

/**
 * The instance's readiness for traffic, as a load balancer reads it at /readyz. While it
 * drains, every answer also says `Connection: close`: a proxy keeps no connection to it
 * open, so when it stops listening the proxy meets a refused connection (and retries the
 * request elsewhere, whatever its method) rather than a kept-alive one closing under a
 * request it already sent.
 */
export const readinessPlugin = fp(
  async (app) => {
    let draining = false;
    app.addHook('onRequest', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    });
  },
  { name: 'readiness' },
);
