import { parseTrialChoice, type LoginRequest, type RegisterRequest } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { normalizeEmail } from '../../lib/email-address.ts';
import { findUserByEmail, insertUser, setPasswordHash, type UserRow } from '../../repositories/users.repository.ts';
import { prepareAccount } from './account-creation.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { accountRateRules as rules } from './rate-rules.ts';
import type { ChallengeCheck, ChallengeService } from '../challenges/challenge.service.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { NewBrowserNotice } from './new-browser-notice.service.ts';
import type { SecurityHistory } from './security-history.service.ts';
import type { AccountDeletion } from './account-deletion.service.ts';
import type { SessionsService } from './sessions.service.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';

/** A signed-in account as the login answer carries it. */
export interface SignedIn {
  kind: 'signed-in';
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string };
  /** The sign-in cancelled the account's pending deletion. */
  deletionCancelled?: boolean;
}

export type RegisterOutcome = SignedIn | { kind: 'email-taken' } | Throttled;
/**
 * `rejected` is the same for a wrong password and an unknown address; `challengeRequired`
 * says the next attempt needs a solved challenge. `challenge-required`: the account is
 * past its failure threshold and the request had no valid, unused solution (nothing checked).
 */
export type SignInOutcome =
  | SignedIn
  | { kind: 'rejected'; challengeRequired: boolean }
  | { kind: 'challenge-required'; reason: Exclude<ChallengeCheck, 'accepted'> }
  | Throttled;

/** Who is signing in or registering: the address key the limits count, the device, the browser's cookie. */
export interface SignInClient {
  address: string;
  device: SessionDevice;
  /** The browser's known-browser cookie (lib/secret-token shaped), made now if it had none. */
  browser: string;
}

export interface AccountsService {
  register(input: RegisterRequest, client: SignInClient): Promise<RegisterOutcome>;
  signIn(input: LoginRequest, client: SignInClient): Promise<SignInOutcome>;
  /** Revokes the session of this token; true when it was live. */
  signOut(token: string): Promise<boolean>;
}

export interface AccountsDeps {
  db: Executor;
  sessions: SessionsService;
  rateLimiter: RateLimiter;
  challenges: ChallengeService;
  verification: EmailVerificationService;
  browsers: NewBrowserNotice;
  history: SecurityHistory;
  deletion: AccountDeletion;
  background: BackgroundTasks;
  /** Called after a commit that queued mail. */
  wakeMailWorker: () => void;
  now?: () => number;
}

export function createAccountsService({ db, sessions, rateLimiter, challenges, verification, browsers, history, deletion, background, wakeMailWorker, now = Date.now }: AccountsDeps): AccountsService {
  const signedIn = (token: string, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>): SignedIn => ({
    kind: 'signed-in',
    token,
    user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name },
  });

  return {
    async register(input, { address: clientAddress, device, browser }) {
      const throttled = await checkLimits(rateLimiter, [[rules.registerPerAddress, clientAddress]]);
      if (throttled) return throttled;
      // Registration reveals whether an address is taken by nature; the per-address limit
      // keeps that from being used as a bulk lookup. Checked first to skip a wasted hash.
      if (await findUserByEmail(db, normalizeEmail(input.email))) return { kind: 'email-taken' };
      const row = await prepareAccount(input, 'customer', now());
      // The welcome mail with its confirmation link, rendered before the transaction opens.
      const welcome = await verification.prepareWelcome(row, parseTrialChoice(input.product, input.plan));
      const outcome = await db.transaction().execute(async (trx) => {
        // A parallel registration may have taken the address since the check above.
        if (!(await insertUser(trx, row))) return { kind: 'email-taken' } as const;
        await welcome.queue(trx);
        await browsers.rememberFirst(trx, row.id, browser, device);
        return signedIn(await sessions.start(trx, row.id, false, device), row);
      });
      if (outcome.kind === 'signed-in') wakeMailWorker();
      return outcome;
    },

    async signIn(input, { address: clientAddress, device, browser }) {
      const account = normalizeEmail(input.email);
      // Per address, every attempt is counted before the password is checked, so parallel
      // guesses from one address cannot slip past the limit; a success is forgiven below.
      const byAddress = await rateLimiter.hit(rules.signInPerAddress, clientAddress);
      if (!byAddress.allowed) return { kind: 'throttled', decision: byAddress };
      // Per account, only failures count, so the owner's own sign-ins (several at once
      // from several devices) never add up against them. Past the threshold every guess
      // costs a solved proof-of-work challenge instead of a lockout: whoever solves one
      // (the owner too, while others keep failing) is checked as usual.
      const failures = await rateLimiter.count(rules.signInPerAccount, account);
      if (failures >= rules.signInPerAccount.limit) {
        const check = await challenges.redeem(input.altcha);
        if (check !== 'accepted') return { kind: 'challenge-required', reason: check };
      }

      // An unknown address is checked against a dummy hash: same work, same answer.
      const user = await findUserByEmail(db, account);
      if (!(await verifyPassword(user?.password_hash, input.password)) || user === undefined) {
        const counted = await rateLimiter.hit(rules.signInPerAccount, account);
        // The owner's history shows refusals up to the challenge threshold (a flood adds no
        // lines), written after the answer so an existing account answers no slower.
        if (user !== undefined && counted.count <= rules.signInPerAccount.limit) background.run('security history', () => history.record(user.id, 'sign-in-refused', device));
        return { kind: 'rejected', challengeRequired: counted.count >= rules.signInPerAccount.limit };
      }

      // Each statement touches one row: no two sign-ins ever wait on each other's locks.
      if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(input.password), now());
      await rateLimiter.forgive(rules.signInPerAddress, clientAddress);
      await rateLimiter.reset(rules.signInPerAccount, account);
      const token = await sessions.start(db, user.id, input.rememberMe === true, device);
      await history.record(user.id, 'signed-in', device);
      // Signing in during a deletion's grace keeps the account.
      const deletionCancelled = user.deletion_due_at !== null && (await deletion.cancel(db, user.id, device));
      browsers.afterSignIn(user, browser, device);
      return { ...signedIn(token, user), ...(deletionCancelled && { deletionCancelled }) };
    },

    signOut: (token) => sessions.end(token),
  };
}
