import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionsService, type AuthenticatedUser, type SessionsService } from '../../services/sessions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in sessions: start, authenticate, end (services/sessions.service.ts). */
    sessions: SessionsService;
  }
  interface FastifyRequest {
    /** The signed-in caller; set by requireUser / requireAdmin, null elsewhere. */
    user: AuthenticatedUser | null;
  }
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const NO_ACCESS_MESSAGE = 'You do not have access to this account.';

export const authPlugin = fp(
  async (app) => {
    app.decorate('sessions', createSessionsService({ db: app.db }));
    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer +(\S+) *$/i.exec(header)?.[1] : undefined;
}

function sendSessionEnded(reply: FastifyReply): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message: SESSION_ENDED_MESSAGE, statusCode: 401 });
}

/**
 * Runs `admit` with the caller. At once, calling done unless `admit` answered, when there
 * is no token or this process remembers the session (nearly every signed-in call);
 * otherwise it returns the database lookup's promise, which Fastify waits on (and the
 * background plugin counts) and then runs no handler if `admit` answered. A promise on
 * every call cost the signed-in calls a few per cent (issue 7).
 *
 * `admit` answers the request itself (returning the reply) or returns undefined.
 */
function withCaller(
  request: FastifyRequest,
  done: HookHandlerDoneFunction,
  admit: (user: AuthenticatedUser | undefined) => FastifyReply | undefined,
): Promise<unknown> | undefined {
  const token = bearerTokenOf(request);
  const remembered = token === undefined ? undefined : request.server.sessions.remembered(token);
  if (token !== undefined && remembered === undefined) return request.server.sessions.authenticate(token).then(admit);
  if (admit(remembered) === undefined) done();
  return undefined;
}

/**
 * preHandler for every signed-in call: a missing, unknown, expired or revoked token
 * answers 401 (the client then signs out, spec §4); otherwise request.user is set.
 */
export function requireUser(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): Promise<unknown> | undefined {
  return withCaller(request, done, (user) => {
    if (user === undefined) return sendSessionEnded(reply);
    request.user = user;
    return undefined;
  });
}

/** preHandler for administrator-only calls: 401 as requireUser, then 403 for customers. */
export function requireAdmin(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): Promise<unknown> | undefined {
  return withCaller(request, done, (user) => {
    if (user === undefined) return sendSessionEnded(reply);
    request.user = user;
    return user.role === 'admin' ? undefined : sendNoAccess(reply);
  });
}

/** The 403 answer for a record the caller may not touch. */
export function sendNoAccess(reply: FastifyReply): FastifyReply {
  return reply.code(403).send({ message: NO_ACCESS_MESSAGE, statusCode: 403 });
}
