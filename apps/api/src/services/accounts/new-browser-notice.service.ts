import type { Executor } from '../../db/schema.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import { newSignInMail } from '../../mail/templates/new-sign-in-mail.ts';
import { isKnownBrowser, recordBrowser } from '../../repositories/known-browsers.repository.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { accountRateRules as rules } from './rate-rules.ts';

/** The account a sign-in opened, as the notice needs it. */
export interface NoticedAccount {
  id: string;
  email: string;
  first_name: string;
}

export interface NewBrowserNotice {
  /** At registration: the browser that made the account is its first known one; no mail. */
  rememberFirst(executor: Executor, userId: string, browserToken: string, device: SessionDevice): Promise<void>;
  /**
   * After a sign-in, in the background (the answer does not wait): a browser the account had
   * never been signed in from becomes known and the owner gets a mail, at most
   * `newBrowserMailPerAccount` a day (not counted by the per-recipient cap); a known one's last use is updated.
   */
  afterSignIn(account: NoticedAccount, browserToken: string, device: SessionDevice): void;
}

export interface NewBrowserNoticeDeps {
  db: Executor;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  background: BackgroundTasks;
  wakeMailWorker: () => void;
  /** PUBLIC_URL from the configuration: links never come from the request's Host. */
  publicUrl: string;
  now?: () => number;
}

export function createNewBrowserNotice({ db, outbox, rateLimiter, background, wakeMailWorker, publicUrl, now = Date.now }: NewBrowserNoticeDeps): NewBrowserNotice {
  const notice = async (account: NoticedAccount, browserHash: string, device: SessionDevice) => {
    const row = { user_id: account.id, browser_hash: browserHash, device: device.device };
    // Rendered only for a browser that looks new; the insert below is what decides.
    if (await isKnownBrowser(db, account.id, browserHash)) {
      await recordBrowser(db, row, now());
      return;
    }
    const signedInAt = now();
    const mail = await newSignInMail({ firstName: account.first_name, ...device, signedInAt, reviewLink: `${publicUrl}/account/security`, siteUrl: publicUrl });
    const queued = await db.transaction().execute(async (trx) => {
      if (!(await recordBrowser(trx, row, signedInAt))) return false;
      if (!(await rateLimiter.hit(rules.newBrowserMailPerAccount, account.id, trx)).allowed) return false;
      await outbox.queueMail(trx, { kind: 'new-sign-in', to: account.email, ...mail, securityNotice: true });
      return true;
    });
    if (queued) wakeMailWorker();
  };

  return {
    async rememberFirst(executor, userId, browserToken, device) {
      await recordBrowser(executor, { user_id: userId, browser_hash: hashSecretToken(browserToken), device: device.device }, now());
    },
    afterSignIn(account, browserToken, device) {
      background.run('new-browser notice', () => notice(account, hashSecretToken(browserToken), device));
    },
  };
}
