import { healthStatusSchema, readinessStatusSchema, toJsonSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance } from 'fastify';
import { described } from '../answer-schemas.ts';

const health = toJsonSchema(healthStatusSchema);
const readiness = toJsonSchema(readinessStatusSchema);

/**
 * GET /healthz: 200 once the database answers (the runtime contract's "ready"), 503
 * while it does not; a liveness probe. GET /readyz: 200 while this instance can serve,
 * 503 with the reason while it drains for a shutdown (a load balancer stops sending it
 * requests first), while the database does not answer, or while the database's schema
 * lacks migrations this code needs (another instance rolled back, or a restore).
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
        response: {
          200: described('`ready`.', readiness),
          503: described('`draining`: the instance is shutting down; `unavailable`: the database does not answer; `migrations-pending`: the database lacks migrations this code needs.', readiness),
        },
      },
    },
    async (request, reply) => {
      if (app.readiness.draining) return reply.code(503).send({ status: 'draining', reason: 'the instance is shutting down' });
      try {
        await app.probeDatabase();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unavailable');
        return reply.code(503).send({ status: 'unavailable', reason: 'the database does not answer' });
      }
      const pending = await app.pendingMigrations();
      if (pending.length > 0) return reply.code(503).send({ status: 'migrations-pending', reason: `the database lacks ${pending.length} migration(s) of this code: ${pending.join(', ')}` });
      return { status: 'ready' };
    },
  );
}
