import type { EpochMs, Executor } from '../db/schema.ts';
import { clearCounter, decrementCounter, incrementCounter, readCounter } from '../repositories/rate-limits.repository.ts';

/** A limit: at most `limit` counted attempts per subject within `windowMs`. */
export interface RateRule {
  /** Part of the counter key; unique per rule (`sign-in-per-account`). */
  name: string;
  limit: number;
  windowMs: number;
  /** What a 429 says to the person who hit the limit. */
  message: string;
}

export interface RateDecision {
  allowed: boolean;
  rule: RateRule;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (the Retry-After header). */
  retryAfterSeconds: number;
  /** When the current window ends. */
  resetsAt: EpochMs;
}

/**
 * Fixed-window rate limits kept in the database, so every API instance counts together.
 * Each call is one statement on one counter, so concurrent callers never hold two
 * counters' locks at once (no deadlock on PostgreSQL). Each method takes an optional
 * executor: inside a transaction, pass the transaction (on SQLite the db would wait for
 * the connection the transaction holds).
 */
export interface RateLimiter {
  /** Counts one attempt by `subject` and says whether it is within the rule. */
  hit(rule: RateRule, subject: string, executor?: Executor): Promise<RateDecision>;
  /** Takes one attempt back, e.g. a sign-in that succeeded is not a failure. */
  forgive(rule: RateRule, subject: string, executor?: Executor): Promise<void>;
  /** Forgets every attempt (the count goes back to 0), e.g. a completed reset clears the sign-in failures. */
  reset(rule: RateRule, subject: string, executor?: Executor): Promise<void>;
  /** Attempts counted in the current window, without counting one more. */
  count(rule: RateRule, subject: string, executor?: Executor): Promise<number>;
}

/** A rule and the subject it counts (an address, an account). */
export type RateCheck = readonly [RateRule, string];

export interface RateLimiterDeps {
  db: Executor;
  now?: () => number;
}

export function createRateLimiter({ db, now = Date.now }: RateLimiterDeps): RateLimiter {
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;
  return {
    async hit(rule, subject, executor = db) {
      const at = now();
      const counter = await incrementCounter(executor, keyOf(rule, subject), at, rule.windowMs);
      return {
        allowed: counter.count <= rule.limit,
        rule,
        count: counter.count,
        retryAfterSeconds: Math.max(1, Math.ceil((counter.resets_at - at) / 1000)),
        resetsAt: counter.resets_at,
      };
    },
    forgive: (rule, subject, executor = db) => decrementCounter(executor, keyOf(rule, subject), now()),
    reset: (rule, subject, executor = db) => clearCounter(executor, keyOf(rule, subject)),
    count: (rule, subject, executor = db) => readCounter(executor, keyOf(rule, subject), now()),
  };
}
