import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COHORT_COOKIE, COHORT_MAX_AGE_SECONDS, newCohort, parseCohort } from '../../services/releases/canary-cohort.ts';

/**
 * The visitor's canary cohort (issue 30, docs/decisions/0034): the one its cookie names, or
 * a new one, set on `reply`. Only called while a canary runs: /remotes.json and the pages
 * a canary changes are the answers that depend on it.
 */
export function visitorCohort(request: FastifyRequest, reply: FastifyReply, publicUrl: string): number {
  const cookie = request.headers.cookie;
  const known = parseCohort(cookie === undefined ? undefined : parseCookie(cookie)[COHORT_COOKIE]);
  if (known !== undefined) return known;
  const cohort = newCohort();
  const secure = publicUrl.startsWith('https:');
  reply.header('set-cookie', stringifySetCookie({ name: COHORT_COOKIE, value: String(cohort), path: '/', maxAge: COHORT_MAX_AGE_SECONDS, sameSite: 'lax', secure, httpOnly: true }));
  return cohort;
}
