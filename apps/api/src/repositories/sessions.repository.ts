import type { Insertable } from 'kysely';
import type { EpochMs, Executor, SessionsTable, UserRole } from '../db/schema.ts';

export type NewSessionRow = Insertable<SessionsTable>;

/** The user behind a live session, and when the session expires. */
export interface SessionOwnerRow {
  id: string;
  email: string;
  role: UserRole;
  email_verified_at: EpochMs | null;
  editor_since: EpochMs | null;
  expires_at: EpochMs;
  session_id: string;
  last_seen_at: EpochMs | null;
  signed_in_at: EpochMs;
  /** SQLite answers 1 or 0, PostgreSQL true or false. */
  has_authenticator_app: boolean | number;
  has_passkey: boolean | number;
}

/** A live session as its owner's security page lists it. */
export type LiveSessionRow = Pick<SessionsTable, 'id' | 'token_hash' | 'device' | 'network' | 'created_at' | 'last_seen_at'>;

export async function insertSession(db: Executor, session: NewSessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The owner of the session with this token hash, if it is neither expired nor revoked. */
export function findLiveSessionOwner(db: Executor, tokenHash: string, now: EpochMs): Promise<SessionOwnerRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.email_verified_at', 'users.editor_since', 'sessions.expires_at', 'sessions.id as session_id', 'sessions.last_seen_at', 'sessions.created_at as signed_in_at'])
    .select((eb) => [
      eb.exists(eb.selectFrom('totp_factors').select('totp_factors.user_id').whereRef('totp_factors.user_id', '=', 'users.id')).as('has_authenticator_app'),
      eb.exists(eb.selectFrom('passkeys').select('passkeys.id').whereRef('passkeys.user_id', '=', 'users.id')).as('has_passkey'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** Notes a request made with the session, unless one was noted since `staleBefore`. */
export async function touchSession(db: Executor, tokenHash: string, now: EpochMs, staleBefore: EpochMs): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where((where) => where.or([where('last_seen_at', 'is', null), where('last_seen_at', '<', staleBefore)]))
    .execute();
}

/** The user's live sessions, the most recently used first. */
export function listLiveSessions(db: Executor, userId: string, now: EpochMs): Promise<LiveSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'device', 'network', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy((order) => order.fn.coalesce('last_seen_at', 'created_at'), 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Revokes the user's live session with this public id; false when the user has none such. */
export async function revokeUserSessionById(db: Executor, userId: string, id: string, now: EpochMs): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes one session; true when it was live. */
export async function revokeSession(db: Executor, tokenHash: string, now: EpochMs): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every live session of the user, but the one of `keptTokenHash` if given; returns how many. */
export async function revokeUserSessions(db: Executor, userId: string, now: EpochMs, keptTokenHash?: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keptTokenHash !== undefined, (query) => query.where('token_hash', '!=', keptTokenHash!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions that ended (expired or revoked) before `before`. */
export async function deleteEndedSessions(db: Executor, before: EpochMs): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
