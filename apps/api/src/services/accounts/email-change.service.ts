import { pagePaths, type EmailChangeRequest } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { normalizeEmail } from '../../lib/email-address.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { confirmEmailChangeMail, emailChangedMail, emailInUseMail } from '../../mail/templates/email-change-mails.ts';
import { findEmailChangeCode, insertEmailChangeCode, type EmailChangeRow } from '../../repositories/email-changes.repository.ts';
import { revokeUserSessions } from '../../repositories/sessions.repository.ts';
import { emailChangeCodes, emailChangeUndoCodes, emailVerificationCodes, whyUnusable } from '../../repositories/single-use-codes.repository.ts';
import { findUserByEmail, findUserById, setUserEmail } from '../../repositories/users.repository.ts';
import { checkLimits, type Throttled } from '../throttled.ts';
import type { EmailVerificationDeps } from './email-verification.service.ts';
import { accountRateRules, verificationRateRules } from './rate-rules.ts';
import { confirmCurrentPassword, type PasswordRefusal } from './current-password.ts';

const HOUR = 3_600_000;
/** The new address's link: the life of today's confirmation links. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 48 * HOUR;
/** The old address's undo link: long enough for a holiday away from that mailbox. */
export const EMAIL_UNDO_LINK_LIFETIME_MS = 14 * 24 * HOUR;

/** `mail-capped`: the new address had its mails of the day; nothing was stored. */
export type EmailChangeRequestOutcome = { kind: 'sent' } | { kind: 'mail-capped' } | { kind: 'same-address' } | PasswordRefusal;
/** Why a link did nothing: used, replaced, too old, never ours, or its address is now another account's. */
export type EmailLinkRefusal = 'used' | 'superseded' | 'expired' | 'invalid' | 'address-taken';
export type EmailLinkOutcome = { kind: 'changed' | 'undone'; userId: string; email: string } | { kind: 'refused'; reason: EmailLinkRefusal } | Throttled;

class AddressTaken extends Error {}

export interface EmailChangeService {
  /** Mails a confirmation link to the new address (or, if it has an account, a notice to it); the address does not change yet. */
  request(userId: string, input: EmailChangeRequest): Promise<EmailChangeRequestOutcome>;
  /** The new address's link: changes the address, and mails the old one an undo link. */
  confirm(code: string, clientAddress: string): Promise<EmailLinkOutcome>;
  /** The old address's link: puts it back, ends every session and every pending change. */
  undo(code: string, clientAddress: string): Promise<EmailLinkOutcome>;
}

/** What it needs is what address confirmation needs: the database, the outbox, the limits and PUBLIC_URL. */
export type EmailChangeDeps = EmailVerificationDeps;

export function createEmailChangeService({ db, outbox, rateLimiter, wakeMailWorker, publicUrl, now = Date.now }: EmailChangeDeps): EmailChangeService {
  const codeRow = (code: string, row: Pick<EmailChangeRow, 'user_id' | 'old_email' | 'new_email'>, issuedAt: number, lifetime: number) => ({
    ...row,
    token_hash: hashSecretToken(code),
    created_at: issuedAt,
    expires_at: issuedAt + lifetime,
    used_at: null,
    superseded_at: null,
  });

  const whyRefused = async (table: 'email_changes' | 'email_change_undos', tokenHash: string, at: number): Promise<EmailLinkRefusal> => whyUnusable(await findEmailChangeCode(db, table, tokenHash), at);

  /** Uses the code and moves the account to `target` in one transaction; `then` does the rest in it. */
  async function useLink(
    table: 'email_changes' | 'email_change_undos',
    code: string,
    clientAddress: string,
    target: (row: EmailChangeRow) => string,
    then: (trx: Executor, row: EmailChangeRow, at: number) => Promise<void>,
  ): Promise<EmailLinkOutcome> {
    const throttled = await checkLimits(rateLimiter, [[verificationRateRules.attemptPerAddress, clientAddress]]);
    if (throttled) return throttled;
    if (!isTokenShaped(code)) return { kind: 'refused', reason: 'invalid' };
    const tokenHash = hashSecretToken(code);
    const at = now();
    const store = table === 'email_changes' ? emailChangeCodes : emailChangeUndoCodes;
    try {
      const moved = await db.transaction().execute(async (trx) => {
        const userId = await store.consume(trx, tokenHash, at);
        if (userId === undefined) return undefined;
        const row = (await findEmailChangeCode(trx, table, tokenHash))!;
        const email = target(row);
        const holder = await findUserByEmail(trx, email);
        // Thrown, so the transaction rolls back and the code stays usable once the address is free.
        if (holder !== undefined && holder.id !== userId) throw new AddressTaken();
        await setUserEmail(trx, userId, email, at);
        await then(trx, row, at);
        return { userId, email };
      });
      if (moved === undefined) return { kind: 'refused', reason: await whyRefused(table, tokenHash, at) };
      await rateLimiter.forgive(verificationRateRules.attemptPerAddress, clientAddress);
      return { kind: table === 'email_changes' ? 'changed' : 'undone', ...moved };
    } catch (error) {
      // Another account has the address, or a registration took it between the check and the update.
      if (error instanceof AddressTaken || isUniqueViolation(error)) return { kind: 'refused', reason: 'address-taken' };
      throw error;
    }
  }

  return {
    async request(userId, { email, currentPassword }) {
      const check = await confirmCurrentPassword(db, rateLimiter, userId, currentPassword);
      if (check.kind !== 'confirmed') return check;
      const { user } = check;
      const newEmail = normalizeEmail(email);
      if (newEmail === user.email) return { kind: 'same-address' };
      const requests = await checkLimits(rateLimiter, [[accountRateRules.emailChangePerAccount, userId]]);
      if (requests) return requests;

      const issuedAt = now();
      // Whether the address has an account shows only in the mail to that address.
      const holder = await findUserByEmail(db, newEmail);
      const code = newSecretToken();
      const mail =
        holder !== undefined
          ? await emailInUseMail({ siteUrl: publicUrl, forgotPasswordLink: `${publicUrl}/login/forgetPassword` })
          : await confirmEmailChangeMail({ firstName: user.first_name, newEmail, confirmLink: `${publicUrl}${pagePaths.confirmEmailChange}?code=${code}`, validForHours: EMAIL_CHANGE_LINK_LIFETIME_MS / HOUR, siteUrl: publicUrl });
      const queued = await db.transaction().execute(async (trx) => {
        const kind = holder !== undefined ? 'email-change-address-in-use' : 'email-change-confirmation';
        const expiresAt = issuedAt + EMAIL_CHANGE_LINK_LIFETIME_MS;
        if ((await outbox.queueMail(trx, { kind, to: newEmail, ...mail, expiresAt })).capped) return false;
        await emailChangeCodes.supersedeOpen(trx, userId, issuedAt);
        if (holder === undefined) await insertEmailChangeCode(trx, 'email_changes', codeRow(code, { user_id: userId, old_email: user.email, new_email: newEmail }, issuedAt, EMAIL_CHANGE_LINK_LIFETIME_MS));
        return true;
      });
      if (!queued) return { kind: 'mail-capped' };
      wakeMailWorker();
      return { kind: 'sent' };
    },

    async confirm(code, clientAddress) {
      const undoCode = newSecretToken();
      // Rendered before the transaction: the pending row names both addresses and the account.
      const pending = isTokenShaped(code) ? await findEmailChangeCode(db, 'email_changes', hashSecretToken(code)) : undefined;
      const user = pending === undefined ? undefined : await findUserById(db, pending.user_id);
      const notice =
        pending === undefined || user === undefined
          ? undefined
          : await emailChangedMail({ firstName: user.first_name, newEmail: pending.new_email, undoLink: `${publicUrl}${pagePaths.undoEmailChange}?code=${undoCode}`, validForDays: EMAIL_UNDO_LINK_LIFETIME_MS / (24 * HOUR), siteUrl: publicUrl });
      const outcome = await useLink('email_changes', code, clientAddress, (row) => row.new_email, async (trx, row, at) => {
        // Links of the old address confirm nothing any more.
        await emailVerificationCodes.supersedeOpen(trx, row.user_id, at);
        await insertEmailChangeCode(trx, 'email_change_undos', codeRow(undoCode, row, at, EMAIL_UNDO_LINK_LIFETIME_MS));
        if (notice !== undefined) await outbox.queueMail(trx, { kind: 'email-changed', to: row.old_email, ...notice, securityNotice: true });
      });
      if (outcome.kind === 'changed') wakeMailWorker();
      return outcome;
    },

    undo: (code, clientAddress) =>
      useLink('email_change_undos', code, clientAddress, (row) => row.old_email, async (trx, row, at) => {
        await emailChangeCodes.supersedeOpen(trx, row.user_id, at);
        await revokeUserSessions(trx, row.user_id, at);
      }),
  };
}
