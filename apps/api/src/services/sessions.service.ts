import type { Executor, UserRole } from '../db/schema.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../lib/secret-token.ts';
import { ShortLivedCache } from '../lib/short-lived-cache.ts';
import { findLiveSessionOwner, insertSession, revokeSession, revokeUserSessions } from '../repositories/sessions.repository.ts';

const HOUR = 3_600_000;
/** A plain sign-in lasts a working day. */
export const SESSION_LIFETIME_MS = 12 * HOUR;
/** "Remember me" keeps the customer signed in for 30 days. */
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR;

/**
 * How long a session read from the database is trusted without reading it again: a
 * sign-out or password change made through another instance is seen within this time;
 * through this one, at once (docs/decisions/0016).
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_ENTRIES = 10_000;

/** Who is calling, as request.user carries it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: UserRole;
}

export interface SessionsService {
  /** Starts a session for the user and returns its bearer token (shown once, never stored). */
  start(executor: Executor, userId: string, rememberMe: boolean): Promise<string>;
  /** The owner of a live session with this token, or undefined (missing, unknown, expired, revoked). */
  authenticate(token: string): Promise<AuthenticatedUser | undefined>;
  /**
   * The owner if this process remembers the session as live, without waiting on anything;
   * undefined says only "ask authenticate".
   */
  remembered(token: string): AuthenticatedUser | undefined;
  /** Revokes the session of this token; true when it was live. */
  end(token: string): Promise<boolean>;
  /** Revokes every session of the user (a password reset ends them all). */
  endAllForUser(executor: Executor, userId: string): Promise<number>;
  /** Drops what this process remembers of the user's sessions (the user was deleted). */
  forgetUser(userId: string): void;
}

export interface SessionsDeps {
  db: Executor;
  now?: () => number;
}

export function createSessionsService({ db, now = Date.now }: SessionsDeps): SessionsService {
  // Every signed-in call authenticates: its session is remembered briefly (token → owner),
  // and forgotten here the moment this process ends it. Only the database needs the
  // token's digest (a leaked table must not hold working tokens); this process holds the
  // tokens of the calls it serves anyway.
  const live = new ShortLivedCache<AuthenticatedUser>({ ttlMs: SESSION_CACHE_MS, maxEntries: SESSION_CACHE_ENTRIES });
  return {
    async start(executor, userId, rememberMe) {
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
      });
      return token;
    },

    async authenticate(token) {
      // A value that cannot be one of our tokens is refused without a query.
      if (!isTokenShaped(token)) return undefined;
      const at = now();
      // Remembered by the token itself: a call whose session is remembered needs no digest.
      const remembered = live.get(token, at);
      if (remembered !== undefined) return remembered;
      const owner = await findLiveSessionOwner(db, hashSecretToken(token), at);
      if (owner === undefined) return undefined;
      const user: AuthenticatedUser = { id: owner.id, email: owner.email, role: owner.role };
      live.set(token, user, at, { tag: owner.id, validUntil: owner.expires_at });
      return user;
    },

    remembered: (token) => live.get(token, now()),

    async end(token) {
      if (!isTokenShaped(token)) return false;
      live.forget(token, now());
      return revokeSession(db, hashSecretToken(token), now());
    },

    async endAllForUser(executor, userId) {
      live.forgetTag(userId, now());
      return revokeUserSessions(executor, userId, now());
    },

    forgetUser: (userId) => live.forgetTag(userId, now()),
  };
}
