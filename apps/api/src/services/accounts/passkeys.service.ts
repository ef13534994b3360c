import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PasskeyOptionsAnswer } from '@wtm/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Executor } from '../../db/schema.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import { deletePasskey, findPasskeyByCredential, insertPasskey, claimWebauthnChallenge, insertWebauthnChallenge, listPasskeys, recordPasskeyUse, renamePasskey, takeWebauthnChallenge } from '../../repositories/passkeys.repository.ts';
import type { AuthenticatedUser } from './sessions.service.ts';
import type { SecondFactors } from './second-factors.service.ts';
import type { SecurityHistory } from './security-history.service.ts';

/** A ceremony's challenge is answered within this long, once. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const RP_NAME = 'WTM';

export type PasskeyAdded = { kind: 'added'; recoveryCodes: string[] | null } | { kind: 'refused' } | { kind: 'registered-already' };
/** A passkey sign-in: the account it proved, or refused (unknown key, wrong origin or challenge, replayed counter). */
export type PasskeySignIn = { kind: 'verified'; userId: string } | { kind: 'refused' };

export interface Passkeys {
  registrationOptions(user: AuthenticatedUser): Promise<PasskeyOptionsAnswer>;
  register(user: AuthenticatedUser, challengeId: string, response: Record<string, unknown>, name: string, device: SessionDevice): Promise<PasskeyAdded>;
  rename(userId: string, id: string, name: string): Promise<boolean>;
  remove(userId: string, id: string, device: SessionDevice): Promise<boolean>;
  /** Options for a sign-in that names nobody: the browser offers the site's passkeys (autofill too). */
  signInOptions(): Promise<PasskeyOptionsAnswer>;
  verifySignIn(challengeId: string, response: Record<string, unknown>): Promise<PasskeySignIn>;
}

export interface PasskeysDeps {
  db: Executor;
  history: SecurityHistory;
  factors: SecondFactors;
  /** PUBLIC_URL: the only origin, and its host the relying party id, a passkey is accepted from. */
  publicUrl: string;
  /** Signs sign-in challenges (derived from the secret every instance shares): they need no row until used. */
  signInKey: Buffer;
  now?: () => number;
}

/**
 * A sign-in challenge names nobody and is asked for by every view of the sign-in page, so it
 * is not stored: its bytes are its id (a UUID), its expiry and their HMAC. Only a verified
 * use writes a row (the id, so it is used once).
 */
function signedChallenge(key: Buffer, id: string, expiresAt: number): Buffer {
  const body = Buffer.alloc(24);
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(body, 0);
  body.writeBigUInt64BE(BigInt(expiresAt), 16);
  return Buffer.concat([body, createHmac('sha256', key).update(body).digest()]);
}

function readSignedChallenge(key: Buffer, challenge: string): { id: string; expiresAt: number } | undefined {
  const bytes = Buffer.from(challenge, 'base64url');
  if (bytes.length !== 56) return undefined;
  const body = bytes.subarray(0, 24);
  if (!timingSafeEqual(bytes.subarray(24), createHmac('sha256', key).update(body).digest())) return undefined;
  const hex = body.subarray(0, 16).toString('hex');
  return { id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, expiresAt: Number(body.readBigUInt64BE(16)) };
}

export function createPasskeys({ db, history, factors, publicUrl, signInKey, now = Date.now }: PasskeysDeps): Passkeys {
  const { origin, hostname: rpID } = new URL(publicUrl);
  const remember = async (userId: string, options: { challenge: string }) => {
    const challengeId = randomUUID();
    await insertWebauthnChallenge(db, { id: challengeId, challenge: options.challenge, user_id: userId, expires_at: now() + CHALLENGE_LIFETIME_MS });
    return { challengeId, options: options as unknown as Record<string, unknown> };
  };

  return {
    async registrationOptions(user) {
      const existing = await listPasskeys(db, user.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({ id: key.credential_id, transports: JSON.parse(key.transports) as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return remember(user.id, options);
    },

    async register(user, challengeId, response, name, device) {
      const challenge = await takeWebauthnChallenge(db, challengeId, now());
      if (challenge === undefined || challenge.user_id !== user.id) return { kind: 'refused' };
      const verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (verification?.verified !== true) return { kind: 'refused' };
      const { credential } = verification.registrationInfo;
      return db.transaction().execute(async (trx) => {
        const recoveryCodes = await factors.recoveryCodesForFirstFactor(trx, user.id, device);
        const row = { id: randomUUID(), credential_id: credential.id, user_id: user.id, public_key: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter, transports: JSON.stringify(credential.transports ?? []), name, created_at: now(), last_used_at: null };
        if (!(await insertPasskey(trx, row))) return { kind: 'registered-already' } as const;
        await history.record(user.id, 'passkey-added', device, name, trx);
        return { kind: 'added', recoveryCodes } as const;
      });
    },

    rename: (userId, id, name) => renamePasskey(db, userId, id, name),

    async remove(userId, id, device) {
      return db.transaction().execute(async (trx) => {
        const key = (await listPasskeys(trx, userId)).find((candidate) => candidate.id === id);
        if (key === undefined || !(await deletePasskey(trx, userId, id))) return false;
        await factors.afterFactorRemoved(trx, userId);
        await history.record(userId, 'passkey-removed', device, key.name, trx);
        return true;
      });
    },

    async signInOptions() {
      const challengeId = randomUUID();
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', challenge: new Uint8Array(signedChallenge(signInKey, challengeId, now() + CHALLENGE_LIFETIME_MS)) });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    async verifySignIn(challengeId, response) {
      const credentialId = typeof response.id === 'string' ? response.id : '';
      const key = credentialId === '' ? undefined : await findPasskeyByCredential(db, credentialId);
      if (key === undefined) return { kind: 'refused' };
      let expiresAt = 0;
      const expectedChallenge = (challenge: string) => {
        const signed = readSignedChallenge(signInKey, challenge);
        expiresAt = signed?.expiresAt ?? 0;
        return signed !== undefined && signed.id === challengeId && signed.expiresAt > now();
      };
      const counter = Number(key.counter);
      const verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: key.credential_id, publicKey: Buffer.from(key.public_key, 'base64url'), counter, transports: JSON.parse(key.transports) as AuthenticatorTransport[] },
        requireUserVerification: true,
      }).catch(() => undefined);
      // The library refuses a counter that did not grow (a cloned authenticator); the
      // conditional update refuses the second of two sign-ins racing with one answer.
      if (verification?.verified !== true) return { kind: 'refused' };
      // Each challenge signs in once: its id is kept until it would have expired anyway.
      if (!(await claimWebauthnChallenge(db, { id: challengeId, challenge: '', user_id: null, expires_at: expiresAt }))) return { kind: 'refused' };
      if (!(await recordPasskeyUse(db, key.id, counter, verification.authenticationInfo.newCounter, now()))) return { kind: 'refused' };
      return { kind: 'verified', userId: key.user_id };
    },
  };
}
