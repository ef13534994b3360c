import { proofOfWorkChallengeSchema, toJsonSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { apiResponses, described, refusals } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

const challenge = toJsonSchema(proofOfWorkChallengeSchema);

/**
 * `GET /api/challenge` (decision 0026): a fresh signed proof-of-work challenge
 * for the ALTCHA widget, never cached; mounted with the prefix `/api`.
 */
export async function challengeRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  app.get(
    '/challenge',
    {
      schema: {
        summary: 'A proof-of-work challenge, for a sign-in or an enquiry that answered `challengeRequired`',
        tags: ['Accounts'],
        operationId: 'challenge',
        response: apiResponses(described('A challenge that expires in 5 minutes and works once.', challenge), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.challenges.issue(clientAddressKey(request.ip));
      if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
      return outcome.challenge;
    },
  );
}
