import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../env.ts';

/**
 * The Content-Security-Policy the site runs under. styled-components injects <style>
 * tags at run time, hence 'unsafe-inline' for styles only; scripts come from files.
 * Remotes served from a CDN (REMOTE_ORIGINS) need their origin for their scripts, the
 * mf-manifest.json fetch, and the styles, images and fonts their chunks reference.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const extra = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    `font-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Only over https: on plain http (local runs) HSTS would be ignored or, worse, stick. */
function transportSecurity(publicUrl: string): Record<string, string> {
  return publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {};
}

/** The headers of a page or file: everything a document the browser renders needs. */
export function securityHeaders({ remoteOrigins, publicUrl }: Pick<AppConfig, 'remoteOrigins' | 'publicUrl'>): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...transportSecurity(publicUrl),
  };
}

/**
 * The headers of a JSON answer, the API's set (OWASP REST Security Cheat Sheet; GitHub's
 * API answers alike). JSON runs no script and loads nothing, so the page policy has
 * nothing to govern: `default-src 'none'` allows nothing at all, should the answer ever
 * be opened as a document; framing stays forbidden and sniffing off. The page-only
 * headers (referrer, opener, permissions) have no effect on JSON. Every API call pays
 * for each header it sends (docs/decisions/0018).
 */
export function jsonSecurityHeaders({ publicUrl }: Pick<AppConfig, 'publicUrl'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...transportSecurity(publicUrl),
  };
}

/**
 * True for a JSON answer the API computes: a JSON Content-Type and no Last-Modified.
 * Files (a release's mf-manifest.json, a source map) carry Last-Modified and keep the
 * page set, as the immutable fast path and their 304s give it: a file's headers do not
 * depend on which path served it.
 */
function isApiJsonAnswer(reply: FastifyReply): boolean {
  const contentType = reply.getHeader('content-type');
  return typeof contentType === 'string' && contentType.startsWith('application/json') && !reply.hasHeader('last-modified');
}

/**
 * Adds the security headers to every answer (files, JSON, errors, 404s): the JSON set to
 * the API's JSON answers, the page set to everything else, files included. An onSend hook
 * of our own instead of @fastify/helmet: the policy is one small table we can read and
 * test, and helmet's defaults (CORP same-origin among them) would block remotes that a
 * shell elsewhere loads cross-origin.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const pageHeaders = securityHeaders(app.config);
    const jsonHeaders = jsonSecurityHeaders(app.config);
    // A callback hook (no promise per answer); the tables are built once.
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(isApiJsonAnswer(reply) ? jsonHeaders : pageHeaders);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
