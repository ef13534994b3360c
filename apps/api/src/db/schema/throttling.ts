import type { EpochMs } from './columns.ts';

/** Fixed-window counters of the rate limiter, shared by every API instance. */
export interface RateLimitsTable {
  /** `<rule>:<subject>`, e.g. `sign-in-per-account:a@example.com`. */
  key: string;
  count: number;
  /** End of the current window; a hit after it starts a new window. */
  resets_at: EpochMs;
}

/** A redeemed proof-of-work challenge (decision 0026): its solution is refused from now on. */
export interface UsedChallengesTable {
  /** The challenge's random nonce (hex), covered by its signature. */
  nonce: string;
  /** When the challenge expires; housekeeping deletes the row after that. */
  expires_at: EpochMs;
}
