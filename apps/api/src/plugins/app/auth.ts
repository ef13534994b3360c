import type { FastifyReply, FastifyRequest } from 'fastify';
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

async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser | undefined> {
  const token = bearerTokenOf(request);
  return token === undefined ? undefined : request.server.sessions.authenticate(token);
}

function sendSessionEnded(reply: FastifyReply): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message: SESSION_ENDED_MESSAGE, statusCode: 401 });
}

// Both preHandlers return the reply when they answer: Fastify then waits for that answer
// instead of running the handler (an async hook that only calls send() would let the
// handler run while async onSend hooks are still writing the answer).

/**
 * preHandler for every signed-in call: a missing, unknown, expired or revoked token
 * answers 401 (the client then signs out, spec §4); otherwise request.user is set.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const user = await authenticate(request);
  if (user === undefined) return sendSessionEnded(reply);
  request.user = user;
  return undefined;
}

/** preHandler for administrator-only calls: 401 as requireUser, then 403 for customers. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const user = await authenticate(request);
  if (user === undefined) return sendSessionEnded(reply);
  request.user = user;
  return user.role === 'admin' ? undefined : sendNoAccess(reply);
}

/** The 403 answer for a record the caller may not touch. */
export function sendNoAccess(reply: FastifyReply): FastifyReply {
  return reply.code(403).send({ message: NO_ACCESS_MESSAGE, statusCode: 403 });
}
