import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_SECOND_FACTOR_REQUIRED } from '@wtm/contract';
import { createSessionsService, type AuthenticatedUser, type SessionsService } from '../../services/accounts/sessions.service.ts';

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

/** The 401 of a call whose session is gone (the client then signs out). */
export function sendSessionEnded(reply: FastifyReply): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message: SESSION_ENDED_MESSAGE, statusCode: 401 });
}

/**
 * preHandler for every signed-in call: a missing, unknown, expired or revoked token
 * answers 401 (the client then signs out); otherwise request.user is set.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const token = bearerTokenOf(request);
  const user = token === undefined ? undefined : await request.server.sessions.authenticate(token);
  // An answer sent from an async hook is returned, so Fastify runs no handler after it.
  if (user === undefined) return sendSessionEnded(reply);
  request.user = user;
  return undefined;
}

/** preHandler for administrator-only calls: 401 as requireUser, then 403 for customers. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  // (A reply is thenable: awaiting requireUser's answer waits for it to be sent.)
  await requireUser(request, reply);
  if (reply.sent) return reply;
  if (request.user?.role !== 'admin') return sendNoAccess(reply);
  return requireStaffSecondFactor(request, reply);
}

/**
 * Staff act only with a second factor (an authenticator app or a passkey): without one,
 * 403 saying where to add it. Read with the session on every call, so removing the last factor counts at once.
 */
function requireStaffSecondFactor(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (request.user!.secondFactor) return undefined;
  return reply.code(403).send({ message: STAFF_SECOND_FACTOR_REQUIRED, statusCode: 403 });
}

/**
 * preHandler for the editors' calls (content): 401 as requireUser, then 403 for anyone
 * an administrator has not made an editor, administrators included.
 */
export async function requireEditor(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  await requireUser(request, reply);
  if (reply.sent) return reply;
  if (request.user?.editor !== true) return sendNoAccess(reply);
  return requireStaffSecondFactor(request, reply);
}

/** The 403 answer for a record the caller may not touch. */
export function sendNoAccess(reply: FastifyReply): FastifyReply {
  return reply.code(403).send({ message: NO_ACCESS_MESSAGE, statusCode: 403 });
}
