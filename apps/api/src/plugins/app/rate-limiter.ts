import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, type RateDecision, type RateLimiter } from '../../services/rate-limiter.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limits kept in the database (shared by every instance); see rate-limiter.service.ts. */
    rateLimiter: RateLimiter;
  }
}

export const rateLimiterPlugin = fp(
  async (app) => {
    const limiter = createRateLimiter({ db: app.db });
    app.decorate('rateLimiter', {
      ...limiter,
      async hit(rule, subject, executor) {
        const decision = await limiter.hit(rule, subject, executor);
        app.metrics.rateLimitDecisions.inc({ rule: rule.name, decision: decision.allowed ? 'allowed' : 'limited' });
        return decision;
      },
    } satisfies RateLimiter);
  },
  { name: 'rate-limiter', dependencies: ['database', 'metrics'] },
);

/** The 429 answer for a limit that was reached: the rule's message and Retry-After. */
export function sendTooManyRequests(reply: FastifyReply, decision: RateDecision): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(decision.retryAfterSeconds))
    .send({ message: decision.rule.message, statusCode: 429 });
}
