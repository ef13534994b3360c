import fastifyCookie from '@fastify/cookie';
import createTokens from '@fastify/csrf';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_MESSAGE } from '../../lib/error-answer.ts';
import { decodedPath, isUnder } from '../../lib/request-path.ts';

export { XSRF_MESSAGE };
/** The token the browser client reads and repeats in {@link XSRF_HEADER}. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** The secret the token is signed with: HttpOnly, so no script of any page reads it. */
export const XSRF_SECRET_COOKIE = 'xsrf-secret';

/** 256-bit secrets and SHA-256 tokens; the same options check and issue. */
export const XSRF_TOKEN_OPTIONS = { secretLength: 32, algorithm: 'sha256' };
const tokens = createTokens(XSRF_TOKEN_OPTIONS);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = ['/api', '/users'];
// Called server to server by the products with the token in the body as the only
// credential: no cookie rides along, so there is nothing to forge (docs/decisions/0012).
// Telemetry beacons (navigator.sendBeacon sets no header) act for nobody: anyone may send
// one, signed in or not, so a forged one gains nothing (docs/decisions/0034).
const EXEMPT_PATHS = new Set(['/api/handoff/verify', '/api/telemetry']);

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

function holdsValidPair(request: FastifyRequest): boolean {
  const secret = request.cookies[XSRF_SECRET_COOKIE];
  const token = request.cookies[XSRF_COOKIE];
  return secret !== undefined && token !== undefined && tokens.verify(secret, token);
}

/**
 * Signed double submit (@fastify/csrf-protection on @fastify/cookie): state-changing API
 * requests repeat the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, and the token must be
 * signed with the request's secret cookie. Another site can neither read the token nor
 * make one. An answer to a client without a valid pair issues one.
 */
export const xsrfPlugin = fp(
  async (app) => {
    const secure = app.config.publicUrl.startsWith('https:');
    await app.register(fastifyCookie);
    await app.register(fastifyCsrfProtection, {
      cookieKey: XSRF_SECRET_COOKIE,
      cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure },
      csrfOpts: XSRF_TOKEN_OPTIONS,
      getToken: (request) => request.headers[XSRF_HEADER] as string | undefined,
      logLevel: 'info',
    });

    // A refusal is an error whose code lib/error-answer.ts answers with XSRF_MESSAGE.
    app.addHook('onRequest', (request, reply, done) => {
      if (needsXsrfCheck(request)) app.csrfProtection(request, reply, done);
      else done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!holdsValidPair(request) && !isPubliclyCached(reply)) {
        // Not HttpOnly: api-client reads it to copy it into the X-XSRF-TOKEN header.
        reply.setCookie(XSRF_COOKIE, reply.generateCsrf(), { path: '/', sameSite: 'lax', secure, httpOnly: false });
      }
      return payload;
    });
  },
  { name: 'xsrf', dependencies: ['config'] },
);
