import type { Insertable, Selectable, Updateable } from 'kysely';
import type { EpochMs, Executor, UserRole, UsersTable } from '../db/schema.ts';

// Queries on users only: no rules, no HTTP. Emails arrive already normalised.

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
/** The columns a profile update may touch (the allow-list lives in the contract). */
export type UserProfileChanges = Pick<Updateable<UsersTable>, 'first_name' | 'last_name' | 'phone_no' | 'city' | 'company' | 'job_title_id'>;

/** Inserts the user unless the email is taken; true when a row was written. */
export async function insertUser(db: Executor, user: NewUserRow): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values(user)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Executor): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function updateUserProfile(db: Executor, id: string, changes: UserProfileChanges, now: EpochMs): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function setPasswordHash(db: Executor, id: string, passwordHash: string, now: EpochMs): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setUserRole(db: Executor, email: string, role: UserRole, now: EpochMs): Promise<boolean> {
  const result = await db.updateTable('users').set({ role, updated_at: now }).where('email', '=', email).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Grants (a time) or revokes (null) the editor grant of the account with this address; true when there is one. */
export async function setEditorSince(db: Executor, where: { email: string } | { id: string }, since: EpochMs | null, now: EpochMs): Promise<boolean> {
  const query = db.updateTable('users').set({ editor_since: since, updated_at: now });
  const result = await ('email' in where ? query.where('email', '=', where.email) : query.where('id', '=', where.id)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The accounts with the editor grant, the longest-standing first. */
export function listEditorAccounts(db: Executor): Promise<Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'editor_since'>[]> {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'editor_since']).where('editor_since', 'is not', null).orderBy('editor_since').orderBy('email').execute();
}

/** Records that the owner confirmed the address (once: a later confirmation keeps the first time). */
export async function markEmailVerified(db: Executor, id: string, now: EpochMs): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', id).where('email_verified_at', 'is', null).execute();
}

/** A confirmed change of address: the new one is confirmed by the link that changed it. */
export async function setUserEmail(db: Executor, id: string, email: string, now: EpochMs): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes the user; sessions and reset codes go with it (on delete cascade). */
export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
