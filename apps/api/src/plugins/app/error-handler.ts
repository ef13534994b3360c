import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorAnswer, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/error-answer.ts';

/**
 * One place that turns errors into answers: bad input is never a 500, a database that is
 * away is a 503 with Retry-After, and a real 500 is logged with its error (the req
 * serializer keeps secrets out) but answered generically.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => answerError(error, request, reply));
  },
  { name: 'error-handler' },
);

export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = toErrorAnswer(error);
  if (answer.statusCode === 503) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  } else if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer);
}
