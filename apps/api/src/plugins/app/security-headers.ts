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

export function securityHeaders({ remoteOrigins, publicUrl }: Pick<AppConfig, 'remoteOrigins' | 'publicUrl'>): Record<string, string> {
  const https = publicUrl.startsWith('https:');
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Only over https: on plain http (local runs) HSTS would be ignored or, worse, stick.
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * Adds the security headers to every answer (files, JSON, errors, 404s). An onSend hook
 * of our own instead of @fastify/helmet: the policy is one small table we can read and
 * test, and helmet's defaults (CORP same-origin among them) would block remotes that a
 * shell elsewhere loads cross-origin.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = securityHeaders(app.config);
    // A callback hook (no promise per answer); the table is built once.
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(headers);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
