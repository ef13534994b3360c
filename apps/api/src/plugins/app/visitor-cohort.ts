import { COHORT_COOKIE, COHORT_MAX_AGE_SECONDS, newCohort, parseCohort } from '@wtm/releases';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The visitor's canary cohort (docs/decisions/0034): the one its cookie names, or
 * a new one, set on `reply`. Only called while a canary runs: /remotes.json and the pages
 * a canary changes are the answers that depend on it. Cookies are read and written by
 * @fastify/cookie, which the XSRF plugin registers.
 */
export function visitorCohort(request: FastifyRequest, reply: FastifyReply, publicUrl: string): number {
  const known = parseCohort(request.cookies[COHORT_COOKIE]);
  if (known !== undefined) return known;
  const cohort = newCohort();
  const secure = publicUrl.startsWith('https:');
  reply.setCookie(COHORT_COOKIE, String(cohort), { path: '/', maxAge: COHORT_MAX_AGE_SECONDS, sameSite: 'lax', secure, httpOnly: true });
  return cohort;
}
