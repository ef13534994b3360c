import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isContentSection, type ContentSection } from '@wtm/contract/content';

/** How long a preview link opens its draft's pages: long enough to send to a manager and hear back. */
export const PREVIEW_LINK_HOURS = 72;

/** What a preview link names: a draft's rendered pages, and until when it may be opened. */
export interface PreviewClaims {
  section: ContentSection;
  /** The draft's content version. */
  version: string;
  /** The release store folder of its pages. */
  pageSet: string;
  expiresAt: number;
}

export type PreviewCheck = { kind: 'valid'; claims: PreviewClaims } | { kind: 'expired' } | { kind: 'invalid' };

export interface PreviewLinks {
  sign(claims: Omit<PreviewClaims, 'expiresAt'>): { token: string; expiresAt: number };
  check(token: string): PreviewCheck;
}

const TOKEN = /^([A-Za-z0-9_-]{1,2048})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed, expiring preview links (docs/decisions/0047): the claims in the link itself,
 * HMAC-SHA256 over them with a key derived from the hand-off secret every instance shares,
 * so any instance opens any other's links and no table is needed. A link only reads: it
 * names pages already rendered, and nothing else accepts it.
 */
export function createPreviewLinks(handoffSecret: string, now: () => number = Date.now): PreviewLinks {
  const key = Buffer.from(hkdfSync('sha256', handoffSecret, '', 'wtm-content-preview.v1', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(claims) {
      const expiresAt = now() + PREVIEW_LINK_HOURS * 3_600_000;
      const payload = Buffer.from(JSON.stringify({ s: claims.section, v: claims.version, p: claims.pageSet, e: expiresAt })).toString('base64url');
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt };
    },
    check(token) {
      const parts = TOKEN.exec(token);
      if (parts === null) return { kind: 'invalid' };
      const [, payload, signature] = parts as unknown as [string, string, string];
      if (!timingSafeEqual(mac(payload), Buffer.from(signature, 'base64url'))) return { kind: 'invalid' };
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s: string; v: string; p: string; e: number };
      if (!isContentSection(claims.s)) return { kind: 'invalid' };
      if (claims.e <= now()) return { kind: 'expired' };
      return { kind: 'valid', claims: { section: claims.s, version: claims.v, pageSet: claims.p, expiresAt: claims.e } };
    },
  };
}
