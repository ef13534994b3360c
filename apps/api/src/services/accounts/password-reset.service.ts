import type { ChangePasswordRequest } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { normalizeEmail } from '../../lib/email-address.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { passwordChangedMail } from '../../mail/templates/password-changed-mail.ts';
import { passwordResetMail } from '../../mail/templates/password-reset-mail.ts';
import { passwordResetCodes } from '../../repositories/single-use-codes.repository.ts';
import { findUserByEmail, markEmailVerified, setPasswordHash } from '../../repositories/users.repository.ts';
import { hashPassword } from './password-hasher.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { accountRateRules as rules } from './rate-rules.ts';
import type { SessionsService } from './sessions.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';

/** A reset link works for one hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

/** `accepted` whether or not the account exists: the answer must not tell. */
export type ResetRequestOutcome = { kind: 'accepted' } | Throttled;
export type ChangePasswordOutcome = { kind: 'changed'; userId: string } | { kind: 'invalid-link' } | Throttled;

export interface PasswordResetService {
  requestReset(username: string, clientAddress: string): Promise<ResetRequestOutcome>;
  changePassword(input: ChangePasswordRequest, clientAddress: string): Promise<ChangePasswordOutcome>;
}

export interface PasswordResetDeps {
  db: Executor;
  outbox: Outbox;
  sessions: SessionsService;
  rateLimiter: RateLimiter;
  background: BackgroundTasks;
  /** Asks the mail worker to deliver at once (after the commit). */
  wakeMailWorker: () => void;
  /** PUBLIC_URL from the configuration: links never come from the request's Host. */
  publicUrl: string;
  now?: () => number;
}

export function createPasswordResetService(deps: PasswordResetDeps): PasswordResetService {
  const { db, outbox, sessions, rateLimiter, now = Date.now } = deps;

  /** Issues a code and queues its mail, in one transaction; nothing for an unknown address. */
  async function issueResetLink(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (user === undefined) return;
    const token = newSecretToken();
    const issuedAt = now();
    const mail = await passwordResetMail({
      firstName: user.first_name,
      resetLink: `${deps.publicUrl}/login/changePassword?hash=${token}`,
      validForMinutes: RESET_LINK_LIFETIME_MS / 60_000,
      siteUrl: deps.publicUrl,
    });
    await db.transaction().execute(async (trx) => {
      const expiresAt = issuedAt + RESET_LINK_LIFETIME_MS;
      // The mail expires with its link: never sent once the link no longer works.
      const queued = await outbox.queueMail(trx, { kind: 'password-reset', to: user.email, ...mail, expiresAt });
      // Past the address's mails of the day nothing changes: the link mailed last still works.
      if (queued.capped) return;
      await passwordResetCodes.supersedeOpen(trx, user.id, issuedAt);
      await passwordResetCodes.insert(trx, { token_hash: hashSecretToken(token), user_id: user.id, created_at: issuedAt, expires_at: expiresAt });
    });
    deps.wakeMailWorker();
  }

  return {
    async requestReset(username, clientAddress) {
      const account = normalizeEmail(username);
      // Keyed by the address typed, account or not, so a 429 tells nothing either.
      const throttled = await checkLimits(rateLimiter, [
        [rules.resetRequestPerAddress, clientAddress],
        [rules.resetRequestPerAccount, account],
      ]);
      if (throttled) return throttled;
      // The answer does not wait for the lookup and the transaction, so it takes the
      // same time whether or not the account exists.
      deps.background.run('password reset link', () => issueResetLink(account));
      return { kind: 'accepted' };
    },

    async changePassword({ password, hash }, clientAddress) {
      const throttled = await checkLimits(rateLimiter, [[rules.resetAttemptPerAddress, clientAddress]]);
      if (throttled) return throttled;
      const tokenHash = hashSecretToken(hash);
      // A cheap read first, so a bad link costs no argon2 hash.
      if (!isTokenShaped(hash) || !(await passwordResetCodes.isUsable(db, tokenHash, now()))) return { kind: 'invalid-link' };
      const passwordHash = await hashPassword(password);

      const changed = await db.transaction().execute(async (trx) => {
        // The real check: a conditional update, so racing requests get it exactly once.
        const userId = await passwordResetCodes.consume(trx, tokenHash, now());
        if (userId === undefined) return undefined;
        const user = await setPasswordHash(trx, userId, passwordHash, now());
        if (user === undefined) return undefined;
        await sessions.endAllForUser(trx, userId);
        // The reset link was mailed to the address: using it proves its owner has it.
        await markEmailVerified(trx, userId, now());
        // The owner is back in control: their address's sign-in failures are forgotten.
        await rateLimiter.reset(rules.signInPerAccount, user.email, trx);
        const notice = await passwordChangedMail({
          firstName: user.first_name,
          forgotPasswordLink: `${deps.publicUrl}/login/forgetPassword`,
          siteUrl: deps.publicUrl,
        });
        await outbox.queueMail(trx, { kind: 'password-changed', to: user.email, ...notice });
        return userId;
      });
      if (changed === undefined) return { kind: 'invalid-link' };
      await rateLimiter.forgive(rules.resetAttemptPerAddress, clientAddress);
      deps.wakeMailWorker();
      return { kind: 'changed', userId: changed };
    },
  };
}
