import type { AccountPasswordRequest } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { passwordChangedMail } from '../../mail/templates/password-changed-mail.ts';
import { setPasswordHash } from '../../repositories/users.repository.ts';
import { confirmCurrentPassword, type PasswordRefusal } from './current-password.ts';
import { hashPassword } from './password-hasher.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import type { SessionsService } from './sessions.service.ts';

/** `ended`: how many other sessions were signed out. */
export type PasswordChangeOutcome = { kind: 'changed'; ended: number } | PasswordRefusal;

export interface PasswordChangeService {
  /** A signed-in customer's new password: needs the current one; keeps this session, ends the others, mails a notice. */
  change(userId: string, sessionToken: string, input: AccountPasswordRequest): Promise<PasswordChangeOutcome>;
}

export interface PasswordChangeDeps {
  db: Executor;
  outbox: Outbox;
  sessions: SessionsService;
  rateLimiter: RateLimiter;
  wakeMailWorker: () => void;
  /** PUBLIC_URL from the configuration: links never come from the request's Host. */
  publicUrl: string;
  now?: () => number;
}

export function createPasswordChangeService({ db, outbox, sessions, rateLimiter, wakeMailWorker, publicUrl, now = Date.now }: PasswordChangeDeps): PasswordChangeService {
  return {
    async change(userId, sessionToken, { currentPassword, password }) {
      const check = await confirmCurrentPassword(db, rateLimiter, userId, currentPassword);
      if (check.kind !== 'confirmed') return check;
      const { user } = check;
      const passwordHash = await hashPassword(password);
      const notice = await passwordChangedMail({ firstName: user.first_name, forgotPasswordLink: `${publicUrl}/login/forgetPassword`, siteUrl: publicUrl, changedWhileSignedIn: true });
      const ended = await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, userId, passwordHash, now());
        const count = await sessions.endOthersForUser(trx, userId, sessionToken);
        await outbox.queueMail(trx, { kind: 'password-changed', to: user.email, ...notice });
        return count;
      });
      wakeMailWorker();
      return { kind: 'changed', ended };
    },
  };
}
