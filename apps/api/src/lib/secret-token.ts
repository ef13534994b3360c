import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

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
 * True when two token-shaped strings are the same, compared in time that does not depend
 * on where they differ. Both are 43 ASCII characters, so the buffers always have the same
 * length (timingSafeEqual demands it) and no hashing is needed to equalise them; anything
 * not token-shaped is refused first.
 */
export function tokensMatch(received: unknown, expected: unknown): boolean {
  if (!isTokenShaped(received) || !isTokenShaped(expected)) return false;
  return timingSafeEqual(Buffer.from(received, 'latin1'), Buffer.from(expected, 'latin1'));
}

/**
 * What the database keeps instead of a session token or reset code: its SHA-256 in hex.
 * A leaked table then gives nobody a working token. No salt or slow hash is needed:
 * the input already has 256 bits of entropy, so it cannot be guessed from the digest.
 */
export function hashSecretToken(token: string): string {
  return hash('sha256', token, 'hex');
}
