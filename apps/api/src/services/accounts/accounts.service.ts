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
import { findUserById } from '../../repositories/users.repository.ts';
import { hashSecretToken, isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import { countPendingSignInAttempt, deletePendingSignIn, findPendingSignIn, insertPendingSignIn } from '../../repositories/second-factors.repository.ts';
import type { SecondFactors } from './second-factors.service.ts';
import type { Passkeys } from './passkeys.service.ts';
import type { PasskeySignInRequest, SecondFactorMethod, SecondFactorRequest } from '@wtm/contract';

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
  | SecondFactorAwaited
  | Throttled;

/** The password was right; `token` names the sign-in for its second step. */
export interface SecondFactorAwaited {
  kind: 'second-factor';
  token: string;
  methods: SecondFactorMethod[];
}

/**
 * The second step: signed in; a wrong code (`step` still open while it has attempts left);
 * `expired`: the step is gone (5 minutes, 5 wrong codes, or used), so the password again.
 */
export type SecondStepOutcome =
  | SignedIn
  | { kind: 'wrong-code'; step: SecondFactorAwaited | undefined; challengeRequired: boolean }
  | { kind: 'expired' }
  | { kind: 'challenge-required'; reason: Exclude<ChallengeCheck, 'accepted'>; step: SecondFactorAwaited }
  | Throttled;

export type PasskeySignInOutcome = SignedIn | { kind: 'refused' } | Throttled;

/** A second step lives this long, and ends after this many wrong codes. */
export const SECOND_STEP_LIFETIME_MS = 5 * 60_000;
export const SECOND_STEP_ATTEMPTS = 5;

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
  /** The second step of a sign-in whose password was right: an app code or a recovery code. */
  completeSignIn(input: SecondFactorRequest, client: SignInClient): Promise<SecondStepOutcome>;
  /** A sign-in with a passkey alone: it is both factors. */
  signInWithPasskey(input: PasskeySignInRequest, client: SignInClient): Promise<PasskeySignInOutcome>;
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
  factors: SecondFactors;
  passkeys: Passkeys;
  background: BackgroundTasks;
  /** Called after a commit that queued mail. */
  wakeMailWorker: () => void;
  now?: () => number;
}

export function createAccountsService({ db, sessions, rateLimiter, challenges, verification, browsers, history, deletion, factors, passkeys, background, wakeMailWorker, now = Date.now }: AccountsDeps): AccountsService {
  const signedIn = (token: string, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>): SignedIn => ({
    kind: 'signed-in',
    token,
    user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name },
  });

  /**
   * Per account, past the failure threshold a guess costs a solved challenge (never a
   * lockout): the password's and the second step's failures count alike.
   */
  const accountGate = async (account: string, altcha: string | undefined) => {
    const failures = await rateLimiter.count(rules.signInPerAccount, account);
    if (failures < rules.signInPerAccount.limit) return undefined;
    const check = await challenges.redeem(altcha);
    return check === 'accepted' ? undefined : ({ kind: 'challenge-required', reason: check } as const);
  };

  /** A refusal counted against the account; its history shows them up to the challenge threshold. */
  const countFailure = async (user: UserRow | undefined, account: string, kind: 'sign-in-refused' | 'second-step-refused', device: SessionDevice) => {
    const counted = await rateLimiter.hit(rules.signInPerAccount, account);
    // Written after the answer, so an existing account answers no slower.
    if (user !== undefined && counted.count <= rules.signInPerAccount.limit) background.run('security history', () => history.record(user.id, kind, device));
    return counted.count >= rules.signInPerAccount.limit;
  };

  /** Both factors passed: the counters are forgiven and the session starts. */
  const finishSignIn = async (user: UserRow, rememberMe: boolean, { address, device, browser }: SignInClient, how?: string): Promise<SignedIn> => {
    await rateLimiter.forgive(rules.signInPerAddress, address);
    await rateLimiter.reset(rules.signInPerAccount, user.email);
    const token = await sessions.start(db, user.id, rememberMe, device);
    await history.record(user.id, 'signed-in', device, how);
    // Signing in during a deletion's grace keeps the account.
    const deletionCancelled = user.deletion_due_at !== null && (await deletion.cancel(db, user.id, device));
    browsers.afterSignIn(user, browser, device);
    return { ...signedIn(token, user), ...(deletionCancelled && { deletionCancelled }) };
  };

  const openSecondStep = async (userId: string, rememberMe: boolean, methods: SecondFactorMethod[]): Promise<SecondFactorAwaited> => {
    const token = newSecretToken();
    await insertPendingSignIn(db, { token_hash: hashSecretToken(token), user_id: userId, remember_me: rememberMe, expires_at: now() + SECOND_STEP_LIFETIME_MS, attempts: 0 });
    return { kind: 'second-factor', token, methods };
  };

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

    async signIn(input, client) {
      const { address: clientAddress, device } = client;
      const account = normalizeEmail(input.email);
      // Per address, every attempt is counted before the password is checked, so parallel
      // guesses from one address cannot slip past the limit; a success is forgiven below.
      const byAddress = await rateLimiter.hit(rules.signInPerAddress, clientAddress);
      if (!byAddress.allowed) return { kind: 'throttled', decision: byAddress };
      // Per account, only failures count, so the owner's own sign-ins (several at once
      // from several devices) never add up against them. Past the threshold every guess
      // costs a solved proof-of-work challenge instead of a lockout: whoever solves one
      // (the owner too, while others keep failing) is checked as usual.
      const gate = await accountGate(account, input.altcha);
      if (gate) return gate;

      // An unknown address is checked against a dummy hash: same work, same answer.
      const user = await findUserByEmail(db, account);
      if (!(await verifyPassword(user?.password_hash, input.password)) || user === undefined) {
        return { kind: 'rejected', challengeRequired: await countFailure(user, account, 'sign-in-refused', device) };
      }

      // Each statement touches one row: no two sign-ins ever wait on each other's locks.
      if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(input.password), now());
      // With a second factor nothing is forgiven yet: the counters hold until the code is right.
      const methods = await factors.methodsOf(user.id);
      if (methods.length > 0) return openSecondStep(user.id, input.rememberMe === true, methods);
      return finishSignIn(user, input.rememberMe === true, client);
    },

    async completeSignIn(input, client) {
      const byAddress = await rateLimiter.hit(rules.signInPerAddress, client.address);
      if (!byAddress.allowed) return { kind: 'throttled', decision: byAddress };
      const tokenHash = isTokenShaped(input.token) ? hashSecretToken(input.token) : undefined;
      const pending = tokenHash === undefined ? undefined : await findPendingSignIn(db, tokenHash, now(), SECOND_STEP_ATTEMPTS);
      const user = pending === undefined ? undefined : await findUserById(db, pending.user_id);
      if (pending === undefined || tokenHash === undefined || user === undefined) return { kind: 'expired' };
      const gate = await accountGate(user.email, input.altcha);
      if (gate) return { ...gate, step: { kind: 'second-factor', token: input.token, methods: await factors.methodsOf(user.id) } };

      const check = await factors.checkCode(user.id, input.code, client.device);
      if (check.kind === 'refused') {
        await countPendingSignInAttempt(db, tokenHash);
        const challengeRequired = await countFailure(user, user.email, 'second-step-refused', client.device);
        const open = pending.attempts + 1 < SECOND_STEP_ATTEMPTS;
        return { kind: 'wrong-code', challengeRequired, step: open ? { kind: 'second-factor', token: input.token, methods: await factors.methodsOf(user.id) } : undefined };
      }
      // Two requests with two right codes: only the one that ends the step signs in.
      if (!(await deletePendingSignIn(db, tokenHash))) return { kind: 'expired' };
      return finishSignIn(user, Boolean(pending.remember_me), client, check.method);
    },

    async signInWithPasskey(input, client) {
      const throttled = await checkLimits(rateLimiter, [[rules.signInPerAddress, client.address]]);
      if (throttled) return throttled;
      const proof = await passkeys.verifySignIn(input.challengeId, input.response);
      const user = proof.kind === 'verified' ? await findUserById(db, proof.userId) : undefined;
      if (user === undefined) return { kind: 'refused' };
      return finishSignIn(user, input.rememberMe === true, client, 'passkey');
    },

    signOut: (token) => sessions.end(token),
  };
}
