import { randomBytes } from 'node:crypto';
import { safeEqual } from './safe-equal.ts';

describe('safeEqual', () => {
  it('accepts the same string', () => {
    expect(safeEqual('9f3c-token-value', '9f3c-token-value')).toBe(true);
  });

  it('rejects different strings of equal length', () => {
    expect(safeEqual('aaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaab')).toBe(false);
    expect(safeEqual('baaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaa')).toBe(false);
  });

  it('does not accept any string of the right length', () => {
    const secret = randomBytes(32).toString('base64url');
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const guess = randomBytes(32).toString('base64url');
      expect(guess).toHaveLength(secret.length);
      expect(safeEqual(guess, secret)).toBe(false);
    }
  });

  it('rejects prefixes, extensions, empty strings and case changes', () => {
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abcd', 'abc')).toBe(false);
    expect(safeEqual('', 'abc')).toBe(false);
    expect(safeEqual('abc', '')).toBe(false);
    expect(safeEqual('ABC', 'abc')).toBe(false);
  });

  it('compares unicode by content', () => {
    expect(safeEqual('pässwörd', 'pässwörd')).toBe(true);
    expect(safeEqual('pässwörd', 'passwörd')).toBe(false);
  });
});
