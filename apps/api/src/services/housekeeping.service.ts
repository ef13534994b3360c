import type { Executor } from '../db/schema.ts';
import { emailChangeCodes, emailChangeUndoCodes, emailVerificationCodes, passwordResetCodes } from '../repositories/single-use-codes.repository.ts';
import { deleteEndedCounters } from '../repositories/rate-limits.repository.ts';
import { deleteStaleBrowsers } from '../repositories/known-browsers.repository.ts';
import { deleteExpiredSecondFactorRows } from '../repositories/second-factors.repository.ts';
import { deleteSecurityEventsBefore } from '../repositories/security-events.repository.ts';
import { deleteEndedSessions } from '../repositories/sessions.repository.ts';
import { SECURITY_HISTORY_DAYS } from './accounts/security-history.service.ts';
import { deleteDueAccounts } from './accounts/account-deletion.service.ts';
import { deleteExpiredChallenges } from '../repositories/used-challenges.repository.ts';
import { DEFAULT_ABUSE_BUDGETS, type AbuseBudgets } from '../config/abuse-budgets.ts';
import { deleteExpiredLeads } from './leads/held-leads.ts';
import { keepTelemetry, type TelemetryUpkeep } from './telemetry/telemetry-rollup.ts';
import { releaseUnconfirmedSeats } from './webinars/seat-confirmation.ts';

const DAY = 24 * 3_600_000;
/** Ended sessions are kept a week, for questions like "was I signed out?". */
const ENDED_SESSION_RETENTION_MS = 7 * DAY;
/** A browser not signed in from for 180 days is forgotten: its next sign-in mails the owner again. */
const KNOWN_BROWSER_RETENTION_MS = 180 * DAY;
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
  /** Known browsers not seen for 180 days. */
  browsers: number;
  /** Security history lines older than 180 days. */
  securityEvents: number;
  /** Accounts deleted at the end of their grace. */
  deletedAccounts: number;
  resets: number;
  verifications: number;
  /** Address change and undo links, a day past their expiry. */
  emailChanges: number;
  challenges: number;
  /** Expired authenticator app setups, second sign-in steps and passkey challenges. */
  secondFactorSteps: number;
  telemetry: TelemetryUpkeep;
  /** Webinar seats given back: unconfirmed a day after sign-up. */
  releasedSeats: number;
  /** Enquiries and webinar sign-ups past the retention. */
  leads: number;
}

/**
 * Deletes rows nobody needs any more: ended rate-limit windows, long-ended sessions, browsers unseen and security history older than 180 days, accounts whose deletion's grace ran out,
 * long-expired reset, confirmation and address change codes, the used challenges that have long expired, expired second-factor setups, steps and passkey challenges;
 * rolls field data up per hour after a day, raw rows and roll-ups each within the row cap, roll-ups kept 30 days; gives back the seats of webinar sign-ups left unconfirmed a day; and deletes enquiries and sign-ups past the retention (24 months). Sent mail stays: the outbox is also the record of what went out.
 */
export async function runHousekeeping(db: Executor, now: number = Date.now(), budgets: AbuseBudgets = DEFAULT_ABUSE_BUDGETS): Promise<HousekeepingSummary> {
  return {
    counters: await deleteEndedCounters(db, now),
    sessions: await deleteEndedSessions(db, now - ENDED_SESSION_RETENTION_MS),
    browsers: await deleteStaleBrowsers(db, now - KNOWN_BROWSER_RETENTION_MS),
    securityEvents: await deleteSecurityEventsBefore(db, now - SECURITY_HISTORY_DAYS * DAY),
    deletedAccounts: await deleteDueAccounts(db, now),
    resets: await passwordResetCodes.deleteExpired(db, now - EXPIRED_RESET_RETENTION_MS),
    verifications: await emailVerificationCodes.deleteExpired(db, now - EXPIRED_RESET_RETENTION_MS),
    emailChanges: (await emailChangeCodes.deleteExpired(db, now - EXPIRED_RESET_RETENTION_MS)) + (await emailChangeUndoCodes.deleteExpired(db, now - EXPIRED_RESET_RETENTION_MS)),
    challenges: await deleteExpiredChallenges(db, now - USED_CHALLENGE_RETENTION_MS),
    secondFactorSteps: await deleteExpiredSecondFactorRows(db, now),
    telemetry: await keepTelemetry(db, now, budgets.telemetryMaxRows),
    releasedSeats: await releaseUnconfirmedSeats(db, now),
    leads: await deleteExpiredLeads(db, now),
  };
}
