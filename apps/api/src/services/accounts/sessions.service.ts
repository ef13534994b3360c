import type { Executor, UserRole } from '../../db/schema.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import { randomUUID } from 'node:crypto';
import {
  findLiveSessionOwner,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessionById,
  revokeUserSessions,
  touchSession,
  type LiveSessionRow,
} from '../../repositories/sessions.repository.ts';

const HOUR = 3_600_000;
/** A plain sign-in lasts a working day. */
export const SESSION_LIFETIME_MS = 12 * HOUR;
/** "Remember me" keeps the customer signed in for 30 days. */
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR;

/** A session's last use is noted at most this often: one write per session per 5 minutes. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** What a session is listed with, read from the sign-in request (lib/device-label.ts, lib/client-address.ts). */
/** A live session as its owner sees it in the list (times in epoch ms). */
export interface ListedSession {
  id: string;
  device: string | null;
  network: string | null;
  signedInAt: number;
  lastSeenAt: number;
}

/** Who is calling, as request.user carries it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: UserRole;
  /** Whether the address is confirmed: products open only then. */
  emailVerified: boolean;
  /** Whether an administrator made the account an editor of the site's content (a grant beside the role). */
  editor: boolean;
  /** The public id of the session of this request. */
  sessionId: string;
  /** When this session signed in (epoch ms): factor changes need a recent one (step-up). */
  signedInAt: number;
  /** Whether the account has an authenticator app or a passkey: staff act only with one. */
  secondFactor: boolean;
}

/** Whether the caller acts as an administrator: the role, and a second factor (staff rule). */
export const actsAsAdmin = (user: AuthenticatedUser): boolean => user.role === 'admin' && user.secondFactor;

export interface SessionsService {
  /** Starts a session for the user and returns its bearer token (shown once, never stored). */
  start(executor: Executor, userId: string, rememberMe: boolean, device: SessionDevice): Promise<string>;
  /**
   * The owner of a live session with this token, or undefined (missing, unknown, expired,
   * revoked). Read from the database on every call, so a sign-out, a password reset or a
   * deleted account takes effect on the next request, on every instance.
   */
  authenticate(token: string): Promise<AuthenticatedUser | undefined>;
  /** Revokes the session of this token; true when it was live. */
  end(token: string): Promise<boolean>;
  /** Revokes every session of the user (a password reset ends them all). */
  endAllForUser(executor: Executor, userId: string): Promise<number>;
  /** Revokes every session of the user but this token's (a password changed while signed in). */
  endOthersForUser(executor: Executor, userId: string, keptToken: string): Promise<number>;
  /** The user's live sessions, the most recently used first. */
  listForUser(userId: string): Promise<ListedSession[]>;
  /** Ends the user's session with this public id; false when the user has no such live session. */
  endForUser(userId: string, sessionId: string): Promise<boolean>;
}

export interface SessionsDeps {
  db: Executor;
  now?: () => number;
}

export function createSessionsService({ db, now = Date.now }: SessionsDeps): SessionsService {
  return {
    async start(executor, userId, rememberMe, { device, network }) {
      const token = newSecretToken();
      const createdAt = now();
      const lifetime = rememberMe ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
      await insertSession(executor, {
        token_hash: hashSecretToken(token),
        user_id: userId,
        created_at: createdAt,
        expires_at: createdAt + lifetime,
        revoked_at: null,
        remember_me: rememberMe,
        id: randomUUID(),
        device,
        network,
        last_seen_at: createdAt,
      });
      return token;
    },

    async authenticate(token) {
      // A value that cannot be one of our tokens is refused without a query.
      if (!isTokenShaped(token)) return undefined;
      const tokenHash = hashSecretToken(token);
      const at = now();
      const owner = await findLiveSessionOwner(db, tokenHash, at);
      if (owner === undefined) return undefined;
      const staleBefore = at - LAST_SEEN_RESOLUTION_MS;
      if (owner.last_seen_at === null || Number(owner.last_seen_at) < staleBefore) await touchSession(db, tokenHash, at, staleBefore);
      return { id: owner.id, email: owner.email, role: owner.role, emailVerified: owner.email_verified_at !== null, editor: owner.editor_since !== null, sessionId: owner.session_id, signedInAt: Number(owner.signed_in_at), secondFactor: Boolean(owner.has_authenticator_app) || Boolean(owner.has_passkey) };
    },

    async end(token) {
      if (!isTokenShaped(token)) return false;
      return revokeSession(db, hashSecretToken(token), now());
    },

    endAllForUser: (executor, userId) => revokeUserSessions(executor, userId, now()),
    endOthersForUser: (executor, userId, keptToken) => revokeUserSessions(executor, userId, now(), hashSecretToken(keptToken)),
    listForUser: async (userId) => (await listLiveSessions(db, userId, now())).map(listed),
    endForUser: (userId, sessionId) => revokeUserSessionById(db, userId, sessionId, now()),
  };
}

function listed(row: LiveSessionRow): ListedSession {
  const signedInAt = Number(row.created_at);
  return { id: row.id, device: row.device, network: row.network, signedInAt, lastSeenAt: row.last_seen_at === null ? signedInAt : Number(row.last_seen_at) };
}
