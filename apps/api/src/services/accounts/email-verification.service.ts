import { pagePaths, type TrialChoice } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { confirmEmailMail } from '../../mail/templates/confirm-email-mail.ts';
import { emailVerificationCodes, whyUnusable } from '../../repositories/single-use-codes.repository.ts';
import { findUserById, markEmailVerified, type UserRow } from '../../repositories/users.repository.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';
import { verificationRateRules as rules } from './rate-rules.ts';
import type { AuthenticatedUser } from './sessions.service.ts';
import { trialChoiceOf } from './trial-choice.ts';

/** A confirmation link works for two days: long enough for a weekend, short enough to go stale. */
export const VERIFICATION_LINK_LIFETIME_MS = 48 * 3_600_000;

/** Why a link did not confirm: it was used, replaced by a newer one, too old, or never ours. */
export type VerificationRefusal = 'used' | 'superseded' | 'expired' | 'invalid';
export type VerifyOutcome = { kind: 'verified' } | { kind: 'already-verified' } | { kind: 'refused'; reason: VerificationRefusal } | Throttled;
/** `mail-capped`: the address had its mails of the day (the per-recipient cap); the last link still works. */
export type ResendOutcome = { kind: 'sent' } | { kind: 'mail-capped' } | { kind: 'already-verified' } | Throttled;

/** A new link for `user`: its mail, and the row to store, ready before any transaction opens. */
export interface PreparedLink {
  /** False when the address had its mails of the day: nothing was stored. */
  queue(trx: Executor): Promise<boolean>;
}

export interface EmailVerificationService {
  /** Renders the welcome mail of a new account; `queue` stores the code and the mail in the caller's transaction. */
  prepareWelcome(user: Pick<UserRow, 'id' | 'email' | 'first_name'>, trialChoice: TrialChoice | undefined): Promise<PreparedLink>;
  /** A new link for the signed-in caller; the older ones stop working. */
  resend(actor: AuthenticatedUser): Promise<ResendOutcome>;
  /** Confirms the address of the link's account, once. */
  verify(code: string, clientAddress: string): Promise<VerifyOutcome>;
}

export interface EmailVerificationDeps {
  db: Executor;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  wakeMailWorker: () => void;
  /** PUBLIC_URL: links never come from the request's Host. */
  publicUrl: string;
  now?: () => number;
}

export function createEmailVerificationService(deps: EmailVerificationDeps): EmailVerificationService {
  const { db, outbox, rateLimiter, now = Date.now } = deps;

  async function prepare(user: Pick<UserRow, 'id' | 'email' | 'first_name'>, occasion: 'welcome' | 'resend', trialChoice: TrialChoice | undefined): Promise<PreparedLink> {
    const code = newSecretToken();
    const issuedAt = now();
    const expiresAt = issuedAt + VERIFICATION_LINK_LIFETIME_MS;
    const mail = await confirmEmailMail({
      firstName: user.first_name,
      confirmLink: `${deps.publicUrl}${pagePaths.verifyEmail}?code=${code}`,
      validForHours: VERIFICATION_LINK_LIFETIME_MS / 3_600_000,
      occasion,
      trialChoice,
      siteUrl: deps.publicUrl,
    });
    return {
      async queue(trx) {
        // The mail expires with its link: never sent once the link no longer works.
        const queued = await outbox.queueMail(trx, { kind: `email-verification-${occasion}`, to: user.email, ...mail, expiresAt });
        // Past the address's mails of the day nothing changes: the link mailed last still works.
        if (queued.capped) return false;
        await emailVerificationCodes.supersedeOpen(trx, user.id, issuedAt);
        await emailVerificationCodes.insert(trx, { token_hash: hashSecretToken(code), user_id: user.id, created_at: issuedAt, expires_at: expiresAt, used_at: null, superseded_at: null });
        return true;
      },
    };
  }

  const whyRefused = async (tokenHash: string, at: number): Promise<VerificationRefusal> => whyUnusable(await emailVerificationCodes.find(db, tokenHash), at);

  return {
    prepareWelcome: (user, trialChoice) => prepare(user, 'welcome', trialChoice),

    async resend(actor) {
      if (actor.emailVerified) return { kind: 'already-verified' };
      const throttled = await checkLimits(rateLimiter, [[rules.resendPerAccount, actor.id]]);
      if (throttled) return throttled;
      const user = await findUserById(db, actor.id);
      if (user === undefined || user.email_verified_at !== null) return { kind: 'already-verified' };
      const link = await prepare(user, 'resend', trialChoiceOf(user));
      if (!(await db.transaction().execute((trx) => link.queue(trx)))) return { kind: 'mail-capped' };
      deps.wakeMailWorker();
      return { kind: 'sent' };
    },

    async verify(code, clientAddress) {
      const throttled = await checkLimits(rateLimiter, [[rules.attemptPerAddress, clientAddress]]);
      if (throttled) return throttled;
      if (!isTokenShaped(code)) return { kind: 'refused', reason: 'invalid' };
      const tokenHash = hashSecretToken(code);
      const at = now();
      const verified = await db.transaction().execute(async (trx) => {
        // One conditional UPDATE: of racing requests exactly one uses the code.
        const userId = await emailVerificationCodes.consume(trx, tokenHash, at);
        if (userId !== undefined) await markEmailVerified(trx, userId, at);
        return userId !== undefined;
      });
      if (!verified) {
        const reason = await whyRefused(tokenHash, at);
        // A used link of an account that is confirmed: the owner clicked twice, all is well.
        if (reason === 'used' && (await isConfirmedBy(db, tokenHash))) return { kind: 'already-verified' };
        return { kind: 'refused', reason };
      }
      await rateLimiter.forgive(rules.attemptPerAddress, clientAddress);
      return { kind: 'verified' };
    },
  };
}

async function isConfirmedBy(db: Executor, tokenHash: string): Promise<boolean> {
  const row = await emailVerificationCodes.find(db, tokenHash);
  const user = row === undefined ? undefined : await findUserById(db, row.user_id);
  return user?.email_verified_at != null;
}
