import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodedPath, isUnder } from '../../lib/request-path.ts';
import { isTokenShaped, newSecretToken, tokensMatch } from '../../lib/secret-token.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE = 'Invalid or missing XSRF token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = ['/api', '/users'];
// Called server to server by the products with the token in the body as the only
// credential: no cookie rides along, so there is nothing to forge (docs/decisions/0012).
// Telemetry beacons (navigator.sendBeacon sets no header) act for nobody: anyone may send
// one, signed in or not, so a forged one gains nothing (docs/decisions/0034).
const EXEMPT_PATHS = new Set(['/api/handoff/verify', '/api/telemetry']);
/** 32 random bytes, base64url: 256 bits, 43 characters (as every secret token). */
export const newXsrfToken = newSecretToken;

/**
 * The XSRF-TOKEN cookie of the request, read from its Cookie header. It is the only cookie
 * the API reads, so the XSRF hooks parse the header with `cookie`, the parser
 * @fastify/cookie itself uses.
 */
export function xsrfCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header === undefined ? undefined : parseCookie(header)[XSRF_COOKIE];
}

/**
 * State-changing requests to the API paths are checked. The decoded path and the matched
 * route are both looked at, so `/%61pi/...` cannot sneak past the prefix test.
 */
export function needsXsrfCheck(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const paths = [decodedPath(request.url), request.routeOptions.url];
  if (paths[0] === undefined) return true;
  if (request.routeOptions.url !== undefined && EXEMPT_PATHS.has(request.routeOptions.url)) return false;
  return paths.some((path) => path !== undefined && PROTECTED_PREFIXES.some((prefix) => isUnder(path, prefix)));
}

/** Whether a route, as declared (method and URL), needs the XSRF pair: the OpenAPI document says so. */
export function routeNeedsXsrf(method: string, url: string): boolean {
  return STATE_CHANGING.has(method) && !EXEMPT_PATHS.has(url) && PROTECTED_PREFIXES.some((prefix) => isUnder(url, prefix));
}

/**
 * A public, long-cached answer (hashed files, remote releases) must not carry a token: a
 * shared cache would hand the same token to everyone. The browser gets one from the page.
 */
function isPubliclyCached(reply: FastifyReply): boolean {
  return String(reply.getHeader('cache-control') ?? '').includes('public');
}

/** Issues the XSRF-TOKEN cookie and rejects state-changing API requests without it. */
export const xsrfPlugin = fp(
  async (app) => {
    const secure = app.config.publicUrl.startsWith('https:');

    // Double-submit check: the header must repeat the cookie, which another site cannot read.
    app.addHook('onRequest', async (request, reply) => {
      if (!needsXsrfCheck(request) || tokensMatch(request.headers[XSRF_HEADER], xsrfCookieOf(request))) return undefined;
      return reply.code(403).send({ message: XSRF_MESSAGE, statusCode: 403 });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isTokenShaped(xsrfCookieOf(request)) && !isPubliclyCached(reply)) {
        // Not HttpOnly: api-client reads it to copy it into the X-XSRF-TOKEN header.
        reply.header('set-cookie', stringifySetCookie({ name: XSRF_COOKIE, value: newXsrfToken(), path: '/', sameSite: 'lax', secure, httpOnly: false }));
      }
      return payload;
    });
  },
  { name: 'xsrf', dependencies: ['config'] },
);
