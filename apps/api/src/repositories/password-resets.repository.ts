import type { Insertable } from 'kysely';
import type { EpochMs, Executor, PasswordResetsTable } from '../db/schema.ts';

export type NewPasswordResetRow = Insertable<PasswordResetsTable>;

export async function insertPasswordReset(db: Executor, reset: NewPasswordResetRow): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

/** Marks the user's open codes superseded, so only the newest link works. */
export async function supersedeOpenResets(db: Executor, userId: string, now: EpochMs): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ superseded_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

/** True when the code is unused, not superseded and not expired (a read: nothing changes). */
export async function isResetUsable(db: Executor, tokenHash: string, now: EpochMs): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the code up and returns its user, or undefined when it was not usable. One
 * conditional UPDATE does both the check and the write, so of any number of racing
 * requests exactly one gets the row: PostgreSQL re-checks the WHERE after the first
 * writer commits, and SQLite runs one write at a time.
 */
export async function consumeReset(db: Executor, tokenHash: string, now: EpochMs): Promise<string | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Deletes codes that expired before `before` (used or not). */
export async function deleteExpiredResets(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('password_resets').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
