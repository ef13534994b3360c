import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { answerNoStore } from '../no-store.ts';

/**
 * `GET /api/challenge` (issue 26, decision 0026): a fresh signed proof-of-work challenge
 * for the ALTCHA widget, never cached; mounted with the prefix `/api`.
 */
export async function challengeRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  app.get('/challenge', async (request, reply) => {
    const outcome = await app.challenges.issue(clientAddressKey(request.ip));
    if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
    return outcome.challenge;
  });
}
