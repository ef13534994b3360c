import { createPreviewLinks, PREVIEW_LINK_HOURS } from './preview-links.ts';

const SECRET = 's'.repeat(48);
const claims = { section: 'crm' as const, version: 'c-0123456789abcdef0123', pageSet: 'pages/1.0.0/crm/1.0.0/site/c-0123456789abcdef0123/' };

describe('preview links', () => {
  it('open what they were signed for until they expire', () => {
    let now = 1_000_000;
    const links = createPreviewLinks(SECRET, () => now);
    const { token, expiresAt } = links.sign(claims);
    expect(expiresAt).toBe(1_000_000 + PREVIEW_LINK_HOURS * 3_600_000);
    expect(links.check(token)).toEqual({ kind: 'valid', claims: { ...claims, expiresAt } });
    now = expiresAt - 1;
    expect(links.check(token).kind).toBe('valid');
    now = expiresAt;
    expect(links.check(token)).toEqual({ kind: 'expired' });
  });

  it('refuse a link changed in any way, signed with another secret, or not a link at all', () => {
    const links = createPreviewLinks(SECRET);
    const { token } = links.sign(claims);
    const [payload, signature] = token.split('.') as [string, string];
    const widened = Buffer.from(JSON.stringify({ s: 'crm', v: claims.version, p: 'pages/', e: Date.now() * 2 })).toString('base64url');
    for (const bad of [`${widened}.${signature}`, `${payload}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`, createPreviewLinks('t'.repeat(48)).sign(claims).token, '', 'a.b', `${payload}.${signature}.x`]) {
      expect(links.check(bad)).toEqual({ kind: 'invalid' });
    }
  });
});
