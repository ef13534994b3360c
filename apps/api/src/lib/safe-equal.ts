import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets in time that does not depend on where they differ. Both sides are
 * hashed first so the buffers always have equal length (timingSafeEqual demands it) and
 * the length of the secret does not leak either. Each side is hashed from its own value:
 * hashing one side twice would make every input of the right length "equal".
 */
export function safeEqual(received: string, expected: string): boolean {
  const receivedDigest = createHash('sha256').update(received, 'utf8').digest();
  const expectedDigest = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(receivedDigest, expectedDigest);
}
