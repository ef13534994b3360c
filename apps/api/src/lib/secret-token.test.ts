import { hashSecretToken, isTokenShaped, newSecretToken, tokensMatch } from './secret-token.ts';

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

describe('tokensMatch', () => {
  it('accepts the same token', () => {
    const token = newSecretToken();
    expect(tokensMatch(token, `${token}`)).toBe(true);
  });

  it('refuses another token, even one a character away', () => {
    const token = newSecretToken();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(tokensMatch(`${token.slice(0, -1)}${last}`, token)).toBe(false);
    for (let attempt = 0; attempt < 100; attempt += 1) expect(tokensMatch(newSecretToken(), token)).toBe(false);
  });

  it('refuses anything not token-shaped, on either side', () => {
    const token = newSecretToken();
    for (const value of [undefined, null, 42, ['a'], '', token.slice(1), `${token}=`, token.toUpperCase().replace(/[A-Z]/, 'é')]) {
      expect(tokensMatch(value, token)).toBe(false);
      expect(tokensMatch(token, value)).toBe(false);
    }
    expect(tokensMatch('', '')).toBe(false);
    expect(tokensMatch(undefined, undefined)).toBe(false);
  });
});
