import type { Executor } from '../db/schema.ts';
import { deleteExpiredVerifications } from '../repositories/email-verifications.repository.ts';
import { deleteExpiredResets } from '../repositories/password-resets.repository.ts';
import { deleteEndedCounters } from '../repositories/rate-limits.repository.ts';
import { deleteEndedSessions } from '../repositories/sessions.repository.ts';
import { deleteExpiredChallenges } from '../repositories/used-challenges.repository.ts';
import { deleteOldTelemetry } from './telemetry/telemetry.service.ts';

const DAY = 24 * 3_600_000;
/** Ended sessions are kept a week, for questions like "was I signed out?". */
const ENDED_SESSION_RETENTION_MS = 7 * DAY;
/** Expired reset and address confirmation codes are kept a day, for the same reason. */
const EXPIRED_RESET_RETENTION_MS = DAY;
/**
 * Used challenges are kept an hour past their expiry: their solutions are refused as
 * expired by then even on an instance whose clock runs a little behind.
 */
const USED_CHALLENGE_RETENTION_MS = 3_600_000;

export interface HousekeepingSummary {
  counters: number;
  sessions: number;
  resets: number;
  verifications: number;
  challenges: number;
  telemetry: number;
}

/**
 * Deletes rows nobody needs any more: ended rate-limit windows, long-ended sessions,
 * long-expired reset and confirmation codes, the used challenges that have long expired, and
 * field data of visits older than 30 days. Sent mail stays: the outbox is also the record of what went out.
 */
export async function runHousekeeping(db: Executor, now: number = Date.now()): Promise<HousekeepingSummary> {
  return {
    counters: await deleteEndedCounters(db, now),
    sessions: await deleteEndedSessions(db, now - ENDED_SESSION_RETENTION_MS),
    resets: await deleteExpiredResets(db, now - EXPIRED_RESET_RETENTION_MS),
    verifications: await deleteExpiredVerifications(db, now - EXPIRED_RESET_RETENTION_MS),
    challenges: await deleteExpiredChallenges(db, now - USED_CHALLENGE_RETENTION_MS),
    telemetry: await deleteOldTelemetry(db, now),
  };
}
