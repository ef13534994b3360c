import type { UserRecord, UserUpdate } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { deleteUser, findUserById, listUsers, updateUserProfile, type UserProfileChanges } from '../../repositories/users.repository.ts';
import { actsAsAdmin, type AuthenticatedUser } from './sessions.service.ts';
import { toUserRecord } from './user-record.ts';

/** `forbidden` comes before any lookup, so a customer learns nothing about other ids. */
export type UserAccess<T> = { kind: 'ok'; value: T } | { kind: 'forbidden' } | { kind: 'not-found' };

export interface UsersService {
  /** Every user; the route lets administrators only. */
  list(): Promise<UserRecord[]>;
  get(actor: AuthenticatedUser, id: string): Promise<UserAccess<UserRecord>>;
  /** `changes` must come from the contract's userUpdateSchema (the allow-list). */
  update(actor: AuthenticatedUser, id: string, changes: UserUpdate): Promise<UserAccess<UserRecord>>;
  /** Deletes the user with their sessions and reset codes. */
  remove(actor: AuthenticatedUser, id: string): Promise<UserAccess<true>>;
}

/** A customer may act on their own record; an administrator on any. */
export function mayAccessUser(actor: AuthenticatedUser, id: string): boolean {
  return actsAsAdmin(actor) || actor.id === id;
}

function toProfileChanges(update: UserUpdate): UserProfileChanges {
  const changes: UserProfileChanges = {};
  if (update.firstName !== undefined) changes.first_name = update.firstName;
  if (update.lastName !== undefined) changes.last_name = update.lastName;
  if (update.phoneNo !== undefined) changes.phone_no = update.phoneNo;
  if (update.city !== undefined) changes.city = update.city;
  if (update.company !== undefined) changes.company = update.company;
  if (update.jobTitleId !== undefined) changes.job_title_id = update.jobTitleId;
  return changes;
}

export function createUsersService({ db, now = Date.now }: { db: Executor; now?: () => number }): UsersService {
  return {
    list: async () => (await listUsers(db)).map(toUserRecord),

    async get(actor, id) {
      if (!mayAccessUser(actor, id)) return { kind: 'forbidden' };
      const row = await findUserById(db, id);
      return row === undefined ? { kind: 'not-found' } : { kind: 'ok', value: toUserRecord(row) };
    },

    async update(actor, id, update) {
      if (!mayAccessUser(actor, id)) return { kind: 'forbidden' };
      const changes = toProfileChanges(update);
      const row = Object.keys(changes).length === 0 ? await findUserById(db, id) : await updateUserProfile(db, id, changes, now());
      return row === undefined ? { kind: 'not-found' } : { kind: 'ok', value: toUserRecord(row) };
    },

    async remove(actor, id) {
      if (!mayAccessUser(actor, id)) return { kind: 'forbidden' };
      return (await deleteUser(db, id)) ? { kind: 'ok', value: true } : { kind: 'not-found' };
    },
  };
}
