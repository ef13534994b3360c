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

/** The instance's readiness for traffic, as a load balancer reads it at /readyz. */
export const readinessPlugin = fp(
  async (app) => {
    let draining = false;
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
