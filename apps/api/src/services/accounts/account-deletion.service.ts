import type { Executor } from '../../db/schema.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { accountDeletionMail } from '../../mail/templates/account-deletion-mail.ts';
import { accountsDueForDeletion, deleteAccountData, setDeletionDue } from '../../repositories/account-deletion.repository.ts';
import { productsOf } from '../../repositories/account-data.repository.ts';
import { revokeUserSessions } from '../../repositories/sessions.repository.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import type { SecurityHistory } from './security-history.service.ts';
import { confirmCurrentPassword, type PasswordRefusal } from './current-password.ts';

const DAY = 24 * 3_600_000;
/** The owner's time to change their mind: a sign-in within it cancels the deletion. */
export const DELETION_GRACE_DAYS = 7;
/** Accounts deleted per housekeeping run; the next run takes the rest. */
const DELETIONS_PER_RUN = 100;

export type DeletionRequestOutcome = { kind: 'scheduled'; dueAt: number } | PasswordRefusal;

export interface AccountDeletion {
  /** With the password: ends every session, mails the owner, deletes after the grace unless they sign in. */
  request(userId: string, currentPassword: string, device: SessionDevice): Promise<DeletionRequestOutcome>;
  /** At a sign-in during the grace: the account stays; true when a deletion was cancelled. */
  cancel(executor: Executor, userId: string, device: SessionDevice): Promise<boolean>;
}

export interface AccountDeletionDeps {
  db: Executor;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  history: SecurityHistory;
  wakeMailWorker: () => void;
  publicUrl: string;
  now?: () => number;
}

export function createAccountDeletion({ db, outbox, rateLimiter, history, wakeMailWorker, publicUrl, now = Date.now }: AccountDeletionDeps): AccountDeletion {
  return {
    async request(userId, currentPassword, device) {
      const check = await confirmCurrentPassword(db, rateLimiter, userId, currentPassword);
      if (check.kind !== 'confirmed') return check;
      const { user } = check;
      const at = now();
      const dueAt = at + DELETION_GRACE_DAYS * DAY;
      const mail = await accountDeletionMail({ firstName: user.first_name, dueAt, loginLink: `${publicUrl}/login`, siteUrl: publicUrl });
      await db.transaction().execute(async (trx) => {
        await setDeletionDue(trx, userId, dueAt, at);
        await revokeUserSessions(trx, userId, at);
        await outbox.queueMail(trx, { kind: 'account-deletion-scheduled', to: user.email, ...mail, securityNotice: true });
        await history.record(userId, 'deletion-requested', device, undefined, trx);
      });
      wakeMailWorker();
      return { kind: 'scheduled', dueAt };
    },

    async cancel(executor, userId, device) {
      if (!(await setDeletionDue(executor, userId, null, now()))) return false;
      await history.record(userId, 'deletion-cancelled', device, undefined, executor);
      return true;
    },
  };
}

/**
 * Housekeeping: deletes the accounts whose grace ran out, each in its own transaction,
 * keeping in `deleted_accounts` only its id and which products it had when.
 */
export async function deleteDueAccounts(db: Executor, now: number): Promise<number> {
  const due = await accountsDueForDeletion(db, now, DELETIONS_PER_RUN);
  for (const user of due) {
    await db.transaction().execute(async (trx) => {
      const products = (await productsOf(trx, user.id)).map((row) => ({ productCode: row.product_code, planCode: row.plan_code, startedAt: Number(row.created_at), trialEndsAt: row.trial_ends_at === null ? null : Number(row.trial_ends_at) }));
      await trx.insertInto('deleted_accounts').values({ id: user.id, deleted_at: now, products: JSON.stringify(products) }).onConflict((conflict) => conflict.column('id').doNothing()).execute();
      await deleteAccountData(trx, user);
    });
  }
  return due.length;
}
