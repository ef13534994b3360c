import type { Insertable, Selectable } from 'kysely';
import type { EmailVerificationsTable, EpochMs, Executor } from '../db/schema.ts';

// Queries on email_verifications only (issue 29): the same life as password_resets.

export type NewEmailVerificationRow = Insertable<EmailVerificationsTable>;
export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export async function insertEmailVerification(db: Executor, row: NewEmailVerificationRow): Promise<void> {
  await db.insertInto('email_verifications').values(row).execute();
}

/** Marks the user's open codes superseded, so only the newest link works. */
export async function supersedeOpenVerifications(db: Executor, userId: string, now: EpochMs): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ superseded_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

/**
 * Uses the code up and returns its user, or undefined when it was not usable (unknown,
 * used, superseded or expired). One conditional UPDATE, so of racing requests exactly one
 * gets it.
 */
export async function consumeEmailVerification(db: Executor, tokenHash: string, now: EpochMs): Promise<string | undefined> {
  const row = await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The code's row whatever its state, to say why it could not be used. */
export function findEmailVerification(db: Executor, tokenHash: string): Promise<EmailVerificationRow | undefined> {
  return db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Deletes codes that expired before `before` (used or not). */
export async function deleteExpiredVerifications(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('email_verifications').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
