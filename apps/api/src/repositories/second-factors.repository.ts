import type { Insertable, Selectable } from 'kysely';
import type { EpochMs, Executor, PendingSignInsTable, TotpFactorsTable } from '../db/schema.ts';

export type TotpFactorRow = TotpFactorsTable;

export function findTotpFactor(db: Executor, userId: string): Promise<TotpFactorRow | undefined> {
  return db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Notes that the code of `step` was used; false when that step or a later one already was,
 * so a code is accepted once even when two requests bring it at the same moment.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((where) => where.or([where('last_used_step', 'is', null), where('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the account's authenticator app with this secret, its first code's step used. */
export async function saveTotpFactor(db: Executor, factor: TotpFactorRow): Promise<void> {
  await db.deleteFrom('totp_factors').where('user_id', '=', factor.user_id).execute();
  await db.insertInto('totp_factors').values(factor).execute();
}

export async function deleteTotpFactor(db: Executor, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Starts (or restarts) setting up an authenticator app. */
export async function saveTotpEnrolment(db: Executor, userId: string, secret: string, expiresAt: EpochMs): Promise<void> {
  await db.deleteFrom('totp_enrolments').where('user_id', '=', userId).execute();
  await db.insertInto('totp_enrolments').values({ user_id: userId, secret, expires_at: expiresAt }).execute();
}

export async function findTotpEnrolment(db: Executor, userId: string, now: EpochMs): Promise<string | undefined> {
  const row = await db.selectFrom('totp_enrolments').select('secret').where('user_id', '=', userId).where('expires_at', '>', now).executeTakeFirst();
  return row?.secret;
}

export async function deleteTotpEnrolment(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('totp_enrolments').where('user_id', '=', userId).execute();
}

/** Replaces the account's recovery codes with these (hashes). */
export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[], now: EpochMs): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (codeHashes.length > 0) await db.insertInto('recovery_codes').values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, created_at: now, used_at: null }))).execute();
}

/** Spends an unused recovery code of the account; false when it is not one (or was used). */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string, now: EpochMs): Promise<boolean> {
  const result = await db.updateTable('recovery_codes').set({ used_at: now }).where('code_hash', '=', codeHash).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when the account has an authenticator app or a passkey. */
export async function hasSecondFactor(db: Executor, userId: string): Promise<boolean> {
  const app = await db.selectFrom('totp_factors').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (app !== undefined) return true;
  const passkey = await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return passkey !== undefined;
}

export async function insertPendingSignIn(db: Executor, row: Insertable<PendingSignInsTable>): Promise<void> {
  await db.insertInto('pending_sign_ins').values(row).execute();
}

/** A live pending sign-in with attempts left. */
export function findPendingSignIn(db: Executor, tokenHash: string, now: EpochMs, maxAttempts: number): Promise<Selectable<PendingSignInsTable> | undefined> {
  return db.selectFrom('pending_sign_ins').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now).where('attempts', '<', maxAttempts).executeTakeFirst();
}

export async function countPendingSignInAttempt(db: Executor, tokenHash: string): Promise<void> {
  await db.updateTable('pending_sign_ins').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('token_hash', '=', tokenHash).execute();
}

/** Ends a pending sign-in; false when another request ended it first. */
export async function deletePendingSignIn(db: Executor, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_sign_ins').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Housekeeping: expired enrolments, pending sign-ins and passkey challenges. */
export async function deleteExpiredSecondFactorRows(db: Executor, now: EpochMs): Promise<number> {
  let deleted = 0;
  for (const table of ['totp_enrolments', 'pending_sign_ins', 'webauthn_challenges'] as const) {
    const result = await db.deleteFrom(table).where('expires_at', '<=', now).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** An operator's reset for an owner who lost every factor: app, passkeys and recovery codes go. */
export async function removeAllSecondFactors(db: Executor, userId: string): Promise<void> {
  for (const table of ['totp_factors', 'totp_enrolments', 'passkeys', 'recovery_codes', 'pending_sign_ins'] as const) await db.deleteFrom(table).where('user_id', '=', userId).execute();
}
