import type { AccountSession, AccountSessions, ServiceResponse } from '@wtm/contract';
import { sessionIdParamsSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance } from 'fastify';
import { bearerTokenOf, requireUser } from '../../plugins/app/auth.ts';
import type { ListedSession } from '../../services/accounts/sessions.service.ts';
import { answers, apiResponses, described } from '../answer-schemas.ts';
import { sessionDeviceOf } from '../../lib/device-label.ts';

export const sessionMessages = {
  signedOut: 'That session has been signed out.',
  notFound: 'No session of yours has this id: it may have ended already.',
  othersSignedOut: (count: number) => (count === 0 ? 'No other session was signed in.' : count === 1 ? 'Your other session has been signed out.' : `Your ${count} other sessions have been signed out.`),
} as const;

const iso = (at: number) => new Date(at).toISOString();

function view(session: ListedSession, currentId: string): AccountSession {
  return { ...session, signedInAt: iso(session.signedInAt), lastSeenAt: iso(session.lastSeenAt), current: session.id === currentId };
}

/**
 * The signed-in customer's live sessions: listed, one signed out, or every other one.
 * Only the caller's own sessions exist here (another's id is 404, as an unknown one).
 * Mounted inside accountRoutes (prefix `/api/account`).
 */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sessions',
    {
      preValidation: requireUser,
      schema: {
        summary: 'The signed-in customer’s live sessions',
        description: 'Browser and system from the user agent at sign-in, the network as an IPv4 /24 or IPv6 /48, sign-in and last use (to 5 minutes); `current` marks this request’s.',
        tags: ['Account home'],
        operationId: 'listSessions',
        response: apiResponses(described('The sessions, the most recently used first.', answers.accountSessions)),
      },
    },
    async (request) => {
      const user = request.user!;
      const listed = await app.sessions.listForUser(user.id);
      return { sessions: listed.map((session) => view(session, user.sessionId)) } satisfies AccountSessions;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/sessions/:id',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Sign out one of the customer’s sessions',
        description: 'It counts at that session’s next request, on every instance.',
        tags: ['Account home'],
        operationId: 'endSession',
        params: sessionIdParamsSchema,
        response: apiResponses(described('Signed out.', answers.service), { 404: 'The caller has no live session with this id.' }),
      },
    },
    async (request, reply) => {
      if (!(await app.sessions.endForUser(request.user!.id, request.params.id))) return reply.code(404).send({ message: sessionMessages.notFound, statusCode: 404 });
      await app.securityHistory.record(request.user!.id, 'session-ended', sessionDeviceOf(request));
      return { success: true, systemMessage: sessionMessages.signedOut } satisfies ServiceResponse;
    },
  );

  app.post(
    '/sessions/signOutOthers',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Sign out every session of the customer but this one',
        tags: ['Account home'],
        operationId: 'endOtherSessions',
        response: apiResponses(described('Signed out.', answers.service)),
      },
    },
    async (request) => {
      const ended = await app.sessions.endOthersForUser(app.db, request.user!.id, bearerTokenOf(request)!);
      if (ended > 0) await app.securityHistory.record(request.user!.id, 'other-sessions-ended', sessionDeviceOf(request));
      return { success: true, systemMessage: sessionMessages.othersSignedOut(ended) } satisfies ServiceResponse;
    },
  );
}
