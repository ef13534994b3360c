import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sessionDeviceOf } from '../../lib/device-label.ts';
import { isTokenShaped, newSecretToken } from '../../lib/secret-token.ts';
import type { SignInClient } from '../../services/accounts/accounts.service.ts';

/** The cookie that tells an account's known browsers from a new one (docs/decisions/0051). */
export const BROWSER_COOKIE = 'wtm_browser';
/** 400 days, the longest a browser keeps a cookie; every sign-in renews it. */
const BROWSER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;

/**
 * Who is signing in or registering: the address the limits count, the device the session
 * is listed with, and the browser's random id from its cookie (a new one if it sent none).
 */
export function signInClientOf(request: FastifyRequest): SignInClient {
  const sent = request.cookies[BROWSER_COOKIE];
  return { address: clientAddressKey(request.ip), device: sessionDeviceOf(request), browser: isTokenShaped(sent) ? sent : newSecretToken() };
}

/**
 * After a sign-in or registration: the browser keeps its id 400 days from now. HttpOnly and
 * sent to the API only, so no page script reads it. Cookies are read and written by
 * @fastify/cookie, which the XSRF plugin registers.
 */
export function keepBrowserCookie(reply: FastifyReply, client: SignInClient, publicUrl: string): void {
  reply.setCookie(BROWSER_COOKIE, client.browser, { path: '/api/', maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure: publicUrl.startsWith('https:'), httpOnly: true });
}
