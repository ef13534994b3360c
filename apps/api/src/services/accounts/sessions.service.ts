import type { Executor, UserRole } from '../../db/schema.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import { findLiveSessionOwner, insertSession, revokeSession, revokeUserSessions } from '../../repositories/sessions.repository.ts';

const HOUR = 3_600_000;
/** A plain sign-in lasts a working day. */
export const SESSION_LIFETIME_MS = 12 * HOUR;
/** "Remember me" keeps the customer signed in for 30 days. */
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR;

/** Who is calling, as request.user carries it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: UserRole;
  /** Whether the address is confirmed: products open only then. */
  emailVerified: boolean;
  /** Whether an administrator made the account an editor of the site's content (a grant beside the role). */
  editor: boolean;
}

export interface SessionsService {
  /** Starts a session for the user and returns its bearer token (shown once, never stored). */
  start(executor: Executor, userId: string, rememberMe: boolean): Promise<string>;
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
}

export interface SessionsDeps {
  db: Executor;
  now?: () => number;
}

export function createSessionsService({ db, now = Date.now }: SessionsDeps): SessionsService {
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
      const owner = await findLiveSessionOwner(db, hashSecretToken(token), now());
      return owner === undefined ? undefined : { id: owner.id, email: owner.email, role: owner.role, emailVerified: owner.email_verified_at !== null, editor: owner.editor_since !== null };
    },

    async end(token) {
      if (!isTokenShaped(token)) return false;
      return revokeSession(db, hashSecretToken(token), now());
    },

    endAllForUser: (executor, userId) => revokeUserSessions(executor, userId, now()),
    endOthersForUser: (executor, userId, keptToken) => revokeUserSessions(executor, userId, now(), hashSecretToken(keptToken)),
  };
}
