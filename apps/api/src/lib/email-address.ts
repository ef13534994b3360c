/**
 * The one stored form of an address: trimmed and lower-cased. Sign-in, registration and
 * reset requests all look accounts up by it, so `A@Example.com` and `a@example.com` are
 * one account (the unique index on users.email then holds case-insensitively).
 */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}
