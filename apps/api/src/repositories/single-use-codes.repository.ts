import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Database, EpochMs, Executor, SingleUseCodesTable } from '../db/schema.ts';

// Queries on the tables of single-use codes mailed in links, which share one shape and one
// life: issued (superseding the user's open ones), used once, or left to expire.

export type SingleUseCodeTableName = 'password_resets' | 'email_verifications' | 'email_changes' | 'email_change_undos';
export type NewSingleUseCodeRow = Insertable<SingleUseCodesTable>;
export type SingleUseCodeRow = Selectable<SingleUseCodesTable>;

export interface SingleUseCodeStore {
  insert(db: Executor, row: NewSingleUseCodeRow): Promise<void>;
  /** Marks the user's open codes superseded, so only the newest link works. */
  supersedeOpen(db: Executor, userId: string, now: EpochMs): Promise<void>;
  /** True when the code is unused, not superseded and not expired (a read: nothing changes). */
  isUsable(db: Executor, tokenHash: string, now: EpochMs): Promise<boolean>;
  /**
   * Uses the code up and returns its user, or undefined when it was not usable (unknown,
   * used, superseded or expired). One conditional UPDATE does both the check and the
   * write, so of any number of racing requests exactly one gets the row: PostgreSQL
   * re-checks the WHERE after the first writer commits, and SQLite runs one write at a time.
   */
  consume(db: Executor, tokenHash: string, now: EpochMs): Promise<string | undefined>;
  /** The code's row whatever its state, to say why it could not be used. */
  find(db: Executor, tokenHash: string): Promise<SingleUseCodeRow | undefined>;
  /** Deletes codes that expired before `before` (used or not); how many. */
  deleteExpired(db: Executor, before: EpochMs): Promise<number>;
}

/** Why a code (its row, if any) cannot be used at `at`: used, replaced by a newer one, too old, or never issued. */
export function whyUnusable(row: Pick<SingleUseCodeRow, 'used_at' | 'superseded_at' | 'expires_at'> | undefined, at: EpochMs): 'used' | 'superseded' | 'expired' | 'invalid' {
  if (row === undefined) return 'invalid';
  if (row.used_at !== null) return 'used';
  if (row.superseded_at !== null) return 'superseded';
  return row.expires_at <= at ? 'expired' : 'invalid';
}

/** The code, while it is unused, not superseded and not expired. */
function usableCode(tokenHash: string, now: EpochMs) {
  return (eb: ExpressionBuilder<Database, SingleUseCodeTableName>) =>
    eb.and([eb('token_hash', '=', tokenHash), eb('used_at', 'is', null), eb('superseded_at', 'is', null), eb('expires_at', '>', now)]);
}

export function singleUseCodeStore(table: SingleUseCodeTableName): SingleUseCodeStore {
  return {
    async insert(db, row) {
      await db.insertInto(table).values(row).execute();
    },

    async supersedeOpen(db, userId, now) {
      await db
        .updateTable(table)
        .set({ superseded_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('superseded_at', 'is', null)
        .execute();
    },

    async isUsable(db, tokenHash, now) {
      const row = await db.selectFrom(table).select('user_id').where(usableCode(tokenHash, now)).executeTakeFirst();
      return row !== undefined;
    },

    async consume(db, tokenHash, now) {
      const row = await db.updateTable(table).set({ used_at: now }).where(usableCode(tokenHash, now)).returning('user_id').executeTakeFirst();
      return row?.user_id;
    },

    find(db, tokenHash) {
      return db.selectFrom(table).selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    async deleteExpired(db, before) {
      const result = await db.deleteFrom(table).where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The codes of password reset links. */
export const passwordResetCodes = singleUseCodeStore('password_resets');
/** The codes of address confirmation links. */
export const emailVerificationCodes = singleUseCodeStore('email_verifications');
/** The codes an address change mails: the new address's confirmation and the old one's undo (repositories/email-changes). */
export const emailChangeCodes = singleUseCodeStore('email_changes');
export const emailChangeUndoCodes = singleUseCodeStore('email_change_undos');
