import type { EpochMs } from '../db/schema.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats. */
const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE, 120 * MINUTE];

/** After this many failed attempts (nearly 10 hours of trying) a mail is marked failed. */
export const MAX_MAIL_ATTEMPTS = 10;

/**
 * The share of an expiring mail's lifetime its attempts are spread over: the last one
 * leaves a tenth of it (six minutes of a one-hour reset link) to use what it carries.
 */
const SHARE_OF_LIFETIME = 0.9;

/** How long to wait before the next attempt, after `attempts` attempts have failed. */
function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index]!;
}

/** From the first attempt to the last, when every attempt fails at once (about 9.7 hours). */
const FULL_SCHEDULE_MS = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_unused, index) => retryDelayMs(index + 1)).reduce((sum, delay) => sum + delay, 0);

export interface MailLifetime {
  createdAt: EpochMs;
  /** Null: the mail never expires. */
  expiresAt: EpochMs | null;
}

/**
 * When to try a mail again after `attempts` attempts failed, the last one at `failedAt`;
 * undefined when no attempt is left. A mail that expires (a reset link of one hour) gets
 * the same schedule shrunk in proportion, so that all its attempts fall within its
 * lifetime instead of the first five; an attempt that would still land at or
 * after the expiry (slow attempts add up) is not made.
 */
export function nextAttemptAt(attempts: number, failedAt: EpochMs, { createdAt, expiresAt }: MailLifetime): EpochMs | undefined {
  if (attempts >= MAX_MAIL_ATTEMPTS) return undefined;
  if (expiresAt === null) return failedAt + retryDelayMs(attempts);
  const scale = Math.min(1, (SHARE_OF_LIFETIME * (expiresAt - createdAt)) / FULL_SCHEDULE_MS);
  const next = failedAt + Math.round(scale * retryDelayMs(attempts));
  return next < expiresAt ? next : undefined;
}
