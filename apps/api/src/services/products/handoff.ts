import type { ProductCode } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { consumeHandoff, findHandoff, insertHandoff } from '../../repositories/product-handoffs.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import {
  HANDOFF_LIFETIME_MS,
  newNonce,
  readHandoffToken,
  signHandoffToken,
  type HandoffClaims,
  type HandoffRefusal,
} from './handoff-token.ts';

/** Who reached which product, as the verification answers it. */
export interface HandedOver {
  userId: string;
  email: string;
  productCode: ProductCode;
  workspace: string;
  /** Whether the address is confirmed now. */
  emailVerified: boolean;
}

export type HandoffVerification = { ok: true; handedOver: HandedOver } | { ok: false; reason: HandoffRefusal };

export interface HandoffService {
  /** Records a fresh nonce and returns a signed token for it (valid HANDOFF_LIFETIME_MS, once). */
  issue(input: { userId: string; productCode: ProductCode; workspace: string; emailVerified: boolean }): Promise<string>;
  /**
   * Checks the token and consumes it: valid once. With `expectedProduct`, a token for
   * another product is refused before it is consumed (a landing page only accepts its own).
   */
  verify(token: unknown, options?: { expectedProduct?: ProductCode }): Promise<HandoffVerification>;
}

export interface HandoffDeps {
  db: Executor;
  secret: string;
  now?: () => number;
  lifetimeMs?: number;
}

export function createHandoffService({ db, secret, now = Date.now, lifetimeMs = HANDOFF_LIFETIME_MS }: HandoffDeps): HandoffService {
  return {
    async issue({ userId, productCode, workspace, emailVerified }) {
      const createdAt = now();
      const claims: HandoffClaims = { userId, productCode, workspace, expiresAt: createdAt + lifetimeMs, nonce: newNonce(), emailVerified };
      await insertHandoff(db, {
        nonce: claims.nonce,
        user_id: userId,
        product_code: productCode,
        workspace,
        created_at: createdAt,
        expires_at: claims.expiresAt,
        used_at: null,
      });
      return signHandoffToken(secret, claims);
    },

    async verify(token, options = {}) {
      const at = now();
      const check = readHandoffToken(secret, token, at);
      if (!check.ok) return check;
      const { claims } = check;
      if (options.expectedProduct !== undefined && claims.productCode !== options.expectedProduct) return { ok: false, reason: 'invalid' };

      const row = await consumeHandoff(db, claims.nonce, at);
      if (row === undefined) return { ok: false, reason: await whyNotConsumed(db, claims.nonce, at) };
      // The signature already vouches for the claims; the stored row must say the same.
      if (row.user_id !== claims.userId || row.product_code !== claims.productCode || row.workspace !== claims.workspace) {
        return { ok: false, reason: 'invalid' };
      }
      const user = await findUserById(db, claims.userId);
      if (user === undefined) return { ok: false, reason: 'invalid' };
      const emailVerified = user.email_verified_at !== null;
      return { ok: true, handedOver: { userId: user.id, email: user.email, productCode: claims.productCode, workspace: claims.workspace, emailVerified } };
    },
  };
}

async function whyNotConsumed(db: Executor, nonce: string, now: number): Promise<HandoffRefusal> {
  const row = await findHandoff(db, nonce);
  if (row === undefined) return 'invalid';
  if (row.used_at !== null) return 'used';
  return row.expires_at <= now ? 'expired' : 'invalid';
}
