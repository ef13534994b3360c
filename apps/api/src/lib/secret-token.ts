import { hash, randomFillSync, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;
// CSPRNG bytes for 64 tokens are drawn at once and each token is cut from them once, as
// Node caches random data for crypto.randomUUID: one call into OpenSSL per 64 sign-ins
// instead of one per sign-in, which costs ~60 µs with caches cold (docs/decisions/0019).
const pool = Buffer.alloc(TOKEN_BYTES * 64);
let nextOffset = pool.length;

/** 32 random bytes from the CSPRNG, base64url: 256 bits in 43 URL-safe characters. */
export function newSecretToken(): string {
  if (nextOffset === pool.length) {
    randomFillSync(pool);
    nextOffset = 0;
  }
  const end = nextOffset + TOKEN_BYTES;
  const token = pool.toString('base64url', nextOffset, end);
  // A handed-out token's bytes do not stay behind in the pool.
  pool.fill(0, nextOffset, end);
  nextOffset = end;
  return token;
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
  // One-shot crypto.hash: no Hash object per call (every signed-in request hashes its token).
  return hash('sha256', token, 'hex');
}
