import type { Executor } from '../db/schema.ts';
import type { RateCheck, RateDecision, RateLimiter } from './rate-limiter.service.ts';

/** A request refused by a rate limit; routes answer it with 429 and Retry-After. */
export interface Throttled {
  kind: 'throttled';
  decision: RateDecision;
}

/**
 * Counts one attempt against each [rule, subject] in order and stops at the first limit
 * reached (later rules are then not counted). Undefined when every limit allows it.
 * `executor`: a transaction to count in (one commit for all the counters).
 */
export async function checkLimits(
  limiter: RateLimiter,
  checks: ReadonlyArray<RateCheck>,
  executor?: Executor,
): Promise<Throttled | undefined> {
  for (const [rule, subject] of checks) {
    const decision = await limiter.hit(rule, subject, executor);
    if (!decision.allowed) return { kind: 'throttled', decision };
  }
  return undefined;
}
