import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { lookup } from 'mime-types';
import type { AppConfig } from '../../env.ts';

/**
 * The Content-Security-Policy the site runs under. styled-components injects <style>
 * tags at run time, hence 'unsafe-inline' for styles only; scripts come from files.
 * Remotes served from a CDN (REMOTE_ORIGINS) need their origin for their scripts, the
 * mf-manifest.json fetch, and the styles, images and fonts their chunks reference.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], frameAncestors = "'none'"): string {
  const extra = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    `font-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `frame-ancestors ${frameAncestors}`,
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
 * The headers of an answer no browser renders as a document (the API's JSON, a script, a
 * style sheet, a font, a raster image): the set the OWASP REST Security Cheat Sheet gives
 * API answers, and GitHub's API sends. Such an answer runs no script of its own and loads
 * nothing, so the page policy has nothing to govern: `default-src 'none'` allows nothing
 * at all, should it ever be opened as a document; framing stays forbidden and sniffing
 * off (the browser refuses a script or style sheet of the wrong type). The page-only
 * headers (referrer, opener, permissions) act on documents only. Every answer pays for
 * each header it sends (docs/decisions/0018).
 */
export function resourceSecurityHeaders({ publicUrl }: Pick<AppConfig, 'publicUrl'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...transportSecurity(publicUrl),
  };
}

// Types a browser never renders as a document that could run script: JSON, scripts,
// style sheets, plain text, WebAssembly, fonts and raster images. HTML, SVG, XML, any
// other type and none at all are treated as documents.
const RESOURCE_TYPE = /^(?:application\/(?:json|javascript|wasm)|text\/(?:css|plain|javascript)|font\/[\w.+-]+|image\/(?:png|jpeg|gif|webp|avif|vnd\.microsoft\.icon|x-icon))\s*(?:;|$)/i;

export function isResourceType(contentType: string | undefined): boolean {
  return contentType !== undefined && RESOURCE_TYPE.test(contentType);
}

/**
 * The set for an answer of `contentType`: the resource set for the types above, the page
 * set for every other, and for none at all (a 304: the browser merges its headers into the
 * cached answer, which may be a page).
 */
export function securityHeadersFor(config: Pick<AppConfig, 'remoteOrigins' | 'publicUrl'>): (contentType: string | undefined) => Readonly<Record<string, string>> {
  const pageHeaders = securityHeaders(config);
  const resourceHeaders = resourceSecurityHeaders(config);
  return (contentType) => (isResourceType(contentType) ? resourceHeaders : pageHeaders);
}

const SHARED_PICTURE = /^(?:image\/(?:png|jpeg|gif|webp|avif|svg\+xml|vnd\.microsoft\.icon|x-icon)|font\/[\w.+-]+)\s*(?:;|$)/i;

/**
 * Cross-Origin-Resource-Policy: `cross-origin` for what another origin must
 * read (remote files, which a shell on a CDN or another origin loads; pictures and fonts),
 * `same-origin` for pages, API answers and everything else, so no other site can embed them.
 * An answer without a type (a 304, whose headers replace the cached answer's) is judged
 * by its file name, so a revalidated picture stays readable from other origins.
 */
export function resourcePolicyFor(url: string, contentType: string | undefined): 'same-origin' | 'cross-origin' {
  if (url.startsWith('/remotes/')) return 'cross-origin';
  const type = contentType ?? (lookup(url.split('?')[0]!) || undefined);
  return type !== undefined && SHARED_PICTURE.test(type) ? 'cross-origin' : 'same-origin';
}

/** Pages the site's own pages may frame (a draft's preview in the content studio); every other answer may not be framed. */
const framedBySite = new WeakSet<FastifyReply>();

export function allowFramingBySite(reply: FastifyReply): void {
  framedBySite.add(reply);
}

/**
 * Adds the security headers to every answer (pages, files, JSON, errors, 404s): the page
 * set to documents, the resource set to everything else. An onSend hook
 * of our own instead of @fastify/helmet: the policy is one small table we can read and
 * test, and helmet's defaults (CORP same-origin among them) would block remotes that a
 * shell elsewhere loads cross-origin.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headersFor = securityHeadersFor(app.config);
    const framedPageHeaders = { ...securityHeaders(app.config), 'content-security-policy': contentSecurityPolicy(app.config.remoteOrigins, "'self'"), 'x-frame-options': 'SAMEORIGIN' };
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = reply.getHeader('content-type');
      const type = typeof contentType === 'string' ? contentType : undefined;
      reply.headers(framedBySite.has(reply) && !isResourceType(type) ? framedPageHeaders : headersFor(type));
      reply.header('cross-origin-resource-policy', resourcePolicyFor(request.url, type));
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
