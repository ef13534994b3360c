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

const IDEMPOTENT = new Set(['GET', 'HEAD']);
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The instance's readiness for traffic, as a load balancer reads it at /readyz. While it
 * drains, every answer says `Connection: close`, and a GET or HEAD that came through a
 * trusted proxy (TRUST_PROXY set, X-Forwarded-For present; the probes excepted) has its
 * connection cut without an answer: the proxy retries it on another instance (it may, for
 * an idempotent request) and takes this one out of rotation (nginx's max_fails), so no
 * request is on its way in when the instance stops listening. Cutting a POST would lose
 * it, so other methods are answered. Direct clients are always answered.
 */
export const readinessPlugin = fp(
  async (app) => {
    let draining = false;
    const behindProxy = app.config.trustProxy !== false;
    app.addHook('onRequest', async (request, reply) => {
      if (!draining) return undefined;
      const viaProxy = behindProxy && request.headers['x-forwarded-for'] !== undefined;
      if (viaProxy && IDEMPOTENT.has(request.method) && !PROBES.has(request.url)) {
        request.log.debug('draining: cut so the proxy retries elsewhere');
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      reply.header('connection', 'close');
      return undefined;
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
  { name: 'readiness', dependencies: ['config'] },
);
