import type { EpochMs, Executor, PasskeysTable, WebauthnChallengesTable } from '../db/schema.ts';

export type PasskeyRow = PasskeysTable;

/** The account's passkeys, the oldest first. */
export function listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function findPasskeyByCredential(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** Adds a passkey; false when its credential is registered already (on any account). */
export async function insertPasskey(db: Executor, row: PasskeyRow): Promise<boolean> {
  const inserted = await db.insertInto('passkeys').values(row).onConflict((conflict) => conflict.column('credential_id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Notes a sign-in with the passkey and its new signature counter, only if the stored one is
 * still `seenCounter`: of two sign-ins with one assertion, one wins.
 */
export async function recordPasskeyUse(db: Executor, id: string, seenCounter: number, newCounter: number, now: EpochMs): Promise<boolean> {
  const result = await db.updateTable('passkeys').set({ counter: newCounter, last_used_at: now }).where('id', '=', id).where('counter', '=', seenCounter).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(db: Executor, userId: string, id: string, name: string): Promise<boolean> {
  const result = await db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertWebauthnChallenge(db: Executor, row: WebauthnChallengesTable): Promise<void> {
  await db.insertInto('webauthn_challenges').values(row).execute();
}

/** Takes a live challenge (deleting it: each is answered once); undefined when gone or expired. */
export async function takeWebauthnChallenge(db: Executor, id: string, now: EpochMs): Promise<WebauthnChallengesTable | undefined> {
  const row = await db.deleteFrom('webauthn_challenges').where('id', '=', id).returningAll().executeTakeFirst();
  return row !== undefined && Number(row.expires_at) > now ? row : undefined;
}

/** Records a used sign-in challenge; false when it was used already. */
export async function claimWebauthnChallenge(db: Executor, row: WebauthnChallengesTable): Promise<boolean> {
  const inserted = await db.insertInto('webauthn_challenges').values(row).onConflict((conflict) => conflict.column('id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}
