import type { AccountSecondFactors, AuthenticatorAppSetup, SecondFactorMethod } from '@wtm/contract';
import QRCode from 'qrcode';
import type { Executor } from '../../db/schema.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes.ts';
import { matchingTotpStep, newTotpSecret, totpUri } from '../../lib/totp.ts';
import { listPasskeys } from '../../repositories/passkeys.repository.ts';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteTotpEnrolment,
  deleteTotpFactor,
  findTotpEnrolment,
  findTotpFactor,
  hasSecondFactor,
  replaceRecoveryCodes,
  saveTotpEnrolment,
  saveTotpFactor,
  useRecoveryCode,
} from '../../repositories/second-factors.repository.ts';
import type { AuthenticatedUser } from './sessions.service.ts';
import type { SecurityHistory } from './security-history.service.ts';

/** Factors change only within this long of the session's sign-in (step-up, as Kratos's privileged sessions). */
export const STEP_UP_WINDOW_MS = 10 * 60_000;
/** An authenticator app being set up waits this long for its first code. */
const ENROLMENT_LIFETIME_MS = 15 * 60_000;

/** How a second step was passed, or not. */
export type SecondStepCheck = { kind: 'accepted'; method: 'authenticator app' | 'recovery code' } | { kind: 'refused' };

export type AppConfirmation = { kind: 'added'; recoveryCodes: string[] | null } | { kind: 'wrong-code' } | { kind: 'no-setup' };

export interface SecondFactors {
  /** The account's factors; empty: it signs in with a password alone. */
  methodsOf(userId: string): Promise<SecondFactorMethod[]>;
  hasAny(userId: string): Promise<boolean>;
  overview(user: AuthenticatedUser): Promise<AccountSecondFactors>;
  /** True while the session's sign-in is recent enough to change factors. */
  mayChange(user: AuthenticatedUser): boolean;
  beginAuthenticatorApp(user: AuthenticatedUser): Promise<AuthenticatorAppSetup>;
  confirmAuthenticatorApp(user: AuthenticatedUser, code: string, device: SessionDevice): Promise<AppConfirmation>;
  removeAuthenticatorApp(user: AuthenticatedUser, device: SessionDevice): Promise<boolean>;
  /** Ten new recovery codes replacing the old; null when the account has no factor for them to stand in for. */
  remakeRecoveryCodes(user: AuthenticatedUser, device: SessionDevice): Promise<string[] | null>;
  /** Gives an account that just got its first factor its recovery codes (null: it had them). */
  recoveryCodesForFirstFactor(executor: Executor, userId: string, device: SessionDevice): Promise<string[] | null>;
  /** Drops the recovery codes of an account left with no factor. */
  afterFactorRemoved(executor: Executor, userId: string): Promise<void>;
  /** The second step of a sign-in: a code of the app (each once) or an unused recovery code. */
  checkCode(userId: string, code: string, device: SessionDevice): Promise<SecondStepCheck>;
}

export function createSecondFactors({ db, history, now = Date.now }: { db: Executor; history: SecurityHistory; now?: () => number }): SecondFactors {
  const makeRecoveryCodes = async (executor: Executor, userId: string, device: SessionDevice) => {
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(executor, userId, codes.map(hashRecoveryCode), now());
    await history.record(userId, 'recovery-codes-made', device, undefined, executor);
    return codes;
  };

  const service: SecondFactors = {
    async methodsOf(userId) {
      const [app, passkeys] = await Promise.all([findTotpFactor(db, userId), listPasskeys(db, userId)]);
      return [...(app ? (['authenticator-app'] as const) : []), ...(passkeys.length > 0 ? (['passkey'] as const) : [])];
    },
    hasAny: (userId) => hasSecondFactor(db, userId),

    async overview(user) {
      const [app, passkeys, recoveryCodesLeft] = await Promise.all([findTotpFactor(db, user.id), listPasskeys(db, user.id), countUnusedRecoveryCodes(db, user.id)]);
      const iso = (at: number) => new Date(at).toISOString();
      return {
        authenticatorApp: app ? { enabledAt: iso(Number(app.enabled_at)) } : null,
        passkeys: passkeys.map((key) => ({ id: key.id, name: key.name, createdAt: iso(Number(key.created_at)), lastUsedAt: key.last_used_at === null ? null : iso(Number(key.last_used_at)) })),
        recoveryCodesLeft,
        changesAllowedUntil: iso(user.signedInAt + STEP_UP_WINDOW_MS),
      };
    },

    mayChange: (user) => now() < user.signedInAt + STEP_UP_WINDOW_MS,

    async beginAuthenticatorApp(user) {
      const secret = newTotpSecret();
      await saveTotpEnrolment(db, user.id, secret, now() + ENROLMENT_LIFETIME_MS);
      const uri = totpUri(secret, user.email);
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async confirmAuthenticatorApp(user, code, device) {
      const secret = await findTotpEnrolment(db, user.id, now());
      if (secret === undefined) return { kind: 'no-setup' };
      const step = matchingTotpStep(secret, code, now());
      if (step === null) return { kind: 'wrong-code' };
      return db.transaction().execute(async (trx) => {
        const codes = await service.recoveryCodesForFirstFactor(trx, user.id, device);
        await saveTotpFactor(trx, { user_id: user.id, secret, enabled_at: now(), last_used_step: step });
        await deleteTotpEnrolment(trx, user.id);
        await history.record(user.id, 'authenticator-app-added', device, undefined, trx);
        return { kind: 'added', recoveryCodes: codes };
      });
    },

    async removeAuthenticatorApp(user, device) {
      return db.transaction().execute(async (trx) => {
        if (!(await deleteTotpFactor(trx, user.id))) return false;
        await service.afterFactorRemoved(trx, user.id);
        await history.record(user.id, 'authenticator-app-removed', device, undefined, trx);
        return true;
      });
    },

    async remakeRecoveryCodes(user, device) {
      if (!(await hasSecondFactor(db, user.id))) return null;
      return db.transaction().execute((trx) => makeRecoveryCodes(trx, user.id, device));
    },

    async recoveryCodesForFirstFactor(executor, userId, device) {
      if ((await hasSecondFactor(executor, userId)) && (await countUnusedRecoveryCodes(executor, userId)) > 0) return null;
      return makeRecoveryCodes(executor, userId, device);
    },

    async afterFactorRemoved(executor, userId) {
      if (!(await hasSecondFactor(executor, userId))) await replaceRecoveryCodes(executor, userId, [], now());
    },

    async checkCode(userId, code, device) {
      const typed = code.trim();
      if (/^\d{6}$/.test(typed)) {
        const app = await findTotpFactor(db, userId);
        const step = app === undefined ? null : matchingTotpStep(app.secret, typed, now());
        // The step is claimed in one statement: the same code twice, even at once, passes once.
        return step !== null && (await claimTotpStep(db, userId, step)) ? { kind: 'accepted', method: 'authenticator app' } : { kind: 'refused' };
      }
      if (looksLikeRecoveryCode(typed) && (await useRecoveryCode(db, userId, hashRecoveryCode(typed), now()))) {
        await history.record(userId, 'recovery-code-used', device);
        return { kind: 'accepted', method: 'recovery code' };
      }
      return { kind: 'refused' };
    },
  };
  return service;
}

