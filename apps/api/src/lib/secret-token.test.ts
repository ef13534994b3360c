import { hashSecretToken, isTokenShaped, newSecretToken } from './secret-token.ts';

describe('secret tokens', () => {
  it('are 256-bit, URL-safe and different every time, across refills of their pool', () => {
    const tokens = new Set(Array.from({ length: 200 }, newSecretToken));
    expect(tokens.size).toBe(200);
    expect(tokens).not.toContain('A'.repeat(43));
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isTokenShaped(token)).toBe(true);
    }
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newSecretToken();
    const digest = hashSecretToken(token);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(token);
    expect(hashSecretToken(token)).toBe(digest);
    expect(hashSecretToken(newSecretToken())).not.toBe(digest);
  });

  it('refuses values of another shape', () => {
    for (const value of ['', 'short', `${newSecretToken()}x`, 'a'.repeat(42) + '=', 'a'.repeat(42) + '/']) {
      expect(isTokenShaped(value)).toBe(false);
    }
  });
});

