import { hash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** 32 random bytes from the CSPRNG, base64url: 256 bits in 43 URL-safe characters. */
export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** True for a string shaped like {@link newSecretToken}'s; anything else cannot match. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * What the database keeps instead of a session token or reset code: its SHA-256 in hex.
 * A leaked table then gives nobody a working token. No salt or slow hash is needed:
 * the input already has 256 bits of entropy, so it cannot be guessed from the digest.
 */
export function hashSecretToken(token: string): string {
  return hash('sha256', token, 'hex');
}
