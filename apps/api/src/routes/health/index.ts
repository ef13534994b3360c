import type { FastifyInstance } from 'fastify';

/**
 * GET /healthz: 200 once the database answers (the runtime contract's "ready"), 503
 * while it does not. GET /readyz: 200 while this instance takes traffic, 503 once it
 * drains for a shutdown, so a load balancer stops sending it requests first.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/healthz', async (request, reply) => {
    try {
      await app.probeDatabase();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/readyz', async (_request, reply) => {
    if (app.readiness.draining) return reply.code(503).send({ status: 'draining' });
    return { status: 'ready' };
  });
}
