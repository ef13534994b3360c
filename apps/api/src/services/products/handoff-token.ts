import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isProductCode, type ProductCode } from '@wtm/contract';

/**
 * The hand-off token of a projectUrl (decision 0012): the claims as base64url JSON, a
 * dot, and the base64url HMAC-SHA256 of `wtm-handoff.v1.<claims>` under the server's
 * secret. The signature makes the claims tamper-proof without a lookup; the nonce,
 * recorded when the token is issued, makes it usable once.
 */
export interface HandoffClaims {
  /** Who is handed over: the signed-in caller. */
  userId: string;
  productCode: ProductCode;
  workspace: string;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
  /** 128 random bits, base64url. */
  nonce: string;
  /** Whether the person handed over had confirmed their address; `email_verified` in the token, as OpenID Connect names it. */
  emailVerified: boolean;
}

/** Two minutes: long enough for a slow redirect, short enough that a leaked URL is soon useless. */
export const HANDOFF_LIFETIME_MS = 2 * 60_000;
/** Far above a real token (about 250 characters); longer input is refused unread. */
export const MAX_TOKEN_LENGTH = 1024;

const DOMAIN = 'wtm-handoff.v1.';
const TOKEN_SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;
const NONCE_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

function sign(secret: string, claimsPart: string): Buffer {
  return createHmac('sha256', secret).update(DOMAIN + claimsPart, 'utf8').digest();
}

export function signHandoffToken(secret: string, claims: HandoffClaims): string {
  const { userId, productCode, workspace, expiresAt, nonce, emailVerified } = claims;
  const claimsPart = Buffer.from(JSON.stringify({ userId, productCode, workspace, expiresAt, nonce, email_verified: emailVerified }), 'utf8').toString(
    'base64url',
  );
  return `${claimsPart}.${sign(secret, claimsPart).toString('base64url')}`;
}

/** Why a token was refused: `invalid` covers malformed, tampered and foreign tokens. */
export type HandoffRefusal = 'invalid' | 'expired' | 'used';

export type TokenCheck = { ok: true; claims: HandoffClaims } | { ok: false; reason: HandoffRefusal };

/**
 * Checks shape, signature (constant time) and expiry; says nothing about single use,
 * which needs the database (products-handoff.ts). The signature is checked before the
 * claims are parsed, so nothing an attacker wrote is read unless we signed it.
 */
export function readHandoffToken(secret: string, token: unknown, now: number): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const match = TOKEN_SHAPE.exec(token);
  if (match === null) return { ok: false, reason: 'invalid' };
  const [, claimsPart = '', signaturePart = ''] = match;
  // Compared as text: base64url's last character has two spare bits, so comparing the
  // decoded bytes would let a second spelling of the same signature through.
  const given = Buffer.from(signaturePart, 'utf8');
  const expected = Buffer.from(sign(secret, claimsPart).toString('base64url'), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = parseClaims(claimsPart);
  if (claims === undefined) return { ok: false, reason: 'invalid' };
  if (now >= claims.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function parseClaims(claimsPart: string): HandoffClaims | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { userId, productCode, workspace, expiresAt, nonce, email_verified: emailVerified } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof workspace !== 'string' || typeof nonce !== 'string') return undefined;
  if (!isProductCode(productCode) || typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt)) return undefined;
  if (!NONCE_SHAPE.test(nonce) || typeof emailVerified !== 'boolean') return undefined;
  return { userId, productCode, workspace, expiresAt, nonce, emailVerified };
}
