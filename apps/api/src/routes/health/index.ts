import { healthStatusSchema, readinessStatusSchema, toJsonSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance } from 'fastify';
import { described } from '../answer-schemas.ts';

const health = toJsonSchema(healthStatusSchema);
const readiness = toJsonSchema(readinessStatusSchema);

/**
 * GET /healthz: 200 once the database answers (the runtime contract's "ready"), 503
 * while it does not. GET /readyz: 200 while this instance takes traffic, 503 once it
 * drains for a shutdown, so a load balancer stops sending it requests first.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Whether the database answers (within 2 s)',
        tags: ['Operations'],
        operationId: 'health',
        response: { 200: described('`ok`: the database answers.', health), 503: described('`unavailable`: the database does not answer.', health) },
      },
    },
    async (request, reply) => {
      try {
        await app.probeDatabase();
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Whether this instance takes traffic',
        tags: ['Operations'],
        operationId: 'readiness',
        response: { 200: described('`ready`.', readiness), 503: described('`draining`: the instance is shutting down.', readiness) },
      },
    },
    async (_request, reply) => {
      if (app.readiness.draining) return reply.code(503).send({ status: 'draining' });
      return { status: 'ready' };
    },
  );
}
