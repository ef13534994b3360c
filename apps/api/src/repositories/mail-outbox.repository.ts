import type { Insertable, Selectable, Updateable } from 'kysely';
import type { EpochMs, Executor, MailOutboxTable } from '../db/schema.ts';

export type MailRow = Selectable<MailOutboxTable>;
export type NewMailRow = Insertable<MailOutboxTable>;

/** Inserts the mail unless one with the same idempotency key exists; true when written. */
export async function insertMail(db: Executor, mail: NewMailRow): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values(mail)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findDueMails(db: Executor, now: EpochMs, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Changes a due mail only if it is still as the worker read it (pending, same attempts,
 * still due), so of two instances that read the same row only one update matches.
 */
async function updateIfStillDue(db: Executor, mail: MailRow, now: EpochMs, changes: Updateable<MailOutboxTable>): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set(changes)
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', mail.attempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a due mail for one delivery attempt: counts the attempt and pushes its due
 * time to the end of a lease. A worker that dies mid-attempt leaves the mail due again
 * once the lease is over.
 */
export function claimMail(db: Executor, mail: MailRow, now: EpochMs, leaseEndsAt: EpochMs): Promise<boolean> {
  return updateIfStillDue(db, mail, now, { attempts: mail.attempts + 1, next_attempt_at: leaseEndsAt });
}

/** Marks a due mail whose expiry has passed as expired, without an attempt. True when it did. */
export function expireDueMail(db: Executor, mail: MailRow, now: EpochMs): Promise<boolean> {
  return updateIfStillDue(db, mail, now, { status: 'expired' });
}

export async function markMailSent(db: Executor, id: string, attempts: number, now: EpochMs): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();
}

export async function scheduleMailRetry(db: Executor, id: string, attempts: number, nextAttemptAt: EpochMs, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nextAttemptAt, last_error: error })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();
}

/** Ends delivery after a failed attempt: `failed` (attempts used up) or `expired` (no time left). */
export async function giveUpMail(db: Executor, id: string, attempts: number, status: 'failed' | 'expired', error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status, last_error: error })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();
}
