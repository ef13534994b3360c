import type { SecurityEvents } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { SECURITY_HISTORY_DAYS, SECURITY_HISTORY_SHOWN } from '../../services/accounts/security-history.service.ts';
import { answers, apiResponses, described } from '../answer-schemas.ts';

/** `GET /api/account/securityEvents`: the caller's own history only. Mounted inside accountRoutes (prefix `/api/account`). */
export async function securityHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/securityEvents',
    {
      preValidation: requireUser,
      schema: {
        summary: 'The signed-in customer’s security history',
        description: `Sign-ins and refused sign-ins (up to the challenge threshold), password resets and changes, address changes asked for, made and undone, sessions signed out: each with the browser and system and the network (/24 or /48) of its request; the last ${SECURITY_HISTORY_DAYS} days, at most ${SECURITY_HISTORY_SHOWN} lines, newest first.`,
        tags: ['Account home'],
        operationId: 'listSecurityEvents',
        response: apiResponses(described('The history, newest first.', answers.securityEvents)),
      },
    },
    async (request) => {
      const events = await app.securityHistory.list(request.user!.id);
      return { events: events.map((event) => ({ ...event, at: new Date(event.at).toISOString() })) } satisfies SecurityEvents;
    },
  );
}
