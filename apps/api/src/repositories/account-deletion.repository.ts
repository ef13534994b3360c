import { sql } from 'kysely';
import type { EpochMs, Executor } from '../db/schema.ts';

/** Starts or cancels (null) the grace of an account's deletion; true when it changed. */
export async function setDeletionDue(db: Executor, userId: string, due: EpochMs | null, now: EpochMs): Promise<boolean> {
  const query = db.updateTable('users').set({ deletion_due_at: due, updated_at: now }).where('id', '=', userId);
  const result = await (due === null ? query.where('deletion_due_at', 'is not', null) : query).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Accounts whose grace has run out, a batch at a time. */
export function accountsDueForDeletion(db: Executor, now: EpochMs, limit: number) {
  return db.selectFrom('users').select(['id', 'email']).where('deletion_due_at', '<=', now).orderBy('deletion_due_at').limit(limit).execute();
}

/**
 * Everything held on one account that its row's cascades do not take: what visitors sent
 * with its address, the mails to it or naming it (kept as the record that a mail went, with
 * nothing personal), the counters keyed by it. Then the row itself and its cascades. What is
 * kept (`deleted_accounts`) is written first, by the caller, in the same transaction.
 */
export async function deleteAccountData(db: Executor, user: { id: string; email: string }): Promise<void> {
  const email = user.email;
  const pattern = `%${email}%`;
  await db.deleteFrom('sales_enquiries').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute();
  await db.deleteFrom('webinar_registrations').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute();
  await db
    .updateTable('mail_outbox')
    .set({ recipient: '', subject: '', text_body: '', html_body: '', reply_to: null, calendar: null, last_error: null })
    .where((eb) => eb.or([eb(eb.fn('lower', ['recipient']), '=', email), eb(eb.fn('lower', ['reply_to']), '=', email), eb(sql`lower(text_body)`, 'like', pattern)]))
    .execute();
  await db.deleteFrom('rate_limits').where('key', 'like', `%:${email}`).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}
