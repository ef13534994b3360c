import type { RateLimiter, RateRule } from '../rate-limiter.service.ts';
import { SITE_WIDE } from './lead-intake.ts';

/**
 * Enquiries and webinar sign-ups stored as usual per hour, site-wide, every instance
 * counting in one row: past `leadsPerHour` a new lead is kept in the held
 * queue instead (no notice, no seat, no mail) for an administrator to see. Never a 429.
 */
export const leadCeilingRule = (leadsPerHour: number): RateRule => ({
  name: 'leads-site-wide',
  limit: leadsPerHour,
  windowMs: 3_600_000,
  message: 'Leads past the hourly ceiling wait in the held queue.',
});

/** Counts one lead; true when it is past the ceiling and goes to the held queue. */
export async function pastLeadCeiling(rateLimiter: RateLimiter, leadsPerHour: number): Promise<boolean> {
  return !(await rateLimiter.hit(leadCeilingRule(leadsPerHour), SITE_WIDE)).allowed;
}
