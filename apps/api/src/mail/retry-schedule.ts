const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats. */
const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE, 120 * MINUTE];

/** After this many failed attempts (nearly 10 hours of trying) a mail is marked failed. */
export const MAX_MAIL_ATTEMPTS = 10;

/** How long to wait before the next attempt, after `attempts` attempts have failed. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index]!;
}
