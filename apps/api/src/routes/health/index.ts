import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How long the probe waits for the database before calling it unavailable. */
const PROBE_TIMEOUT_MS = 2000;

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
      await probe(app.db);
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

async function probe(db: Kysely<Database>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
