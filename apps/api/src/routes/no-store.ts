import type { FastifyInstance } from 'fastify';

/**
 * Account answers carry tokens and personal data: no browser or proxy may keep a copy.
 * Added inside a route plugin, it covers that plugin's routes only.
 */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
