import { readHandoffToken, signHandoffToken, type HandoffClaims } from './handoff-token.ts';

const SECRET = 'a test secret that is long enough to use';
const claims: HandoffClaims = { userId: 'u-1', productCode: 'CRM', workspace: 'acme-traders-crm', expiresAt: 1_000_000, nonce: 'AbCdEfGhIjKlMnOpQrStUv', emailVerified: true };

describe('hand-off tokens', () => {
  const token = signHandoffToken(SECRET, claims);

  it('reads back what it signed until the expiry', () => {
    expect(readHandoffToken(SECRET, token, 999_999)).toEqual({ ok: true, claims });
    expect(readHandoffToken(SECRET, token, 1_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('carries email_verified: false for a customer who has not confirmed the address', () => {
    const unconfirmed = { ...claims, emailVerified: false };
    const signed = signHandoffToken(SECRET, unconfirmed);
    expect(JSON.parse(Buffer.from(signed.split('.')[0]!, 'base64url').toString('utf8'))).toMatchObject({ email_verified: false });
    expect(readHandoffToken(SECRET, signed, 0)).toEqual({ ok: true, claims: unconfirmed });
  });

  it('refuses every single-character change, other secrets, and non-tokens', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === '.') continue;
      const replacement = alphabet[(alphabet.indexOf(token[index]!) + 1) % alphabet.length];
      const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(readHandoffToken(SECRET, changed, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(readHandoffToken('another secret that is long enough too', token, 0)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of [undefined, 42, '', '.', 'abc', `${token}.x`, 'x'.repeat(2000), token.replace('.', '')]) {
      expect(readHandoffToken(SECRET, bad, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses well-signed claims of the wrong shape', () => {
    const { nonce: _nonce, ...withoutNonce } = claims;
    const shapes = [{ ...claims, productCode: 'PAYROLL' }, { ...claims, expiresAt: '1000000' }, { ...claims, nonce: 'short' }, withoutNonce];
    for (const shape of shapes) {
      expect(readHandoffToken(SECRET, signHandoffToken(SECRET, shape as HandoffClaims), 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
