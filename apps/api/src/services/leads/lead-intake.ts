import type { Executor } from '../../db/schema.ts';
import type { Outbox } from '../../mail/outbox.service.ts';
import type { ChallengeCheck, ChallengeService } from '../challenges/challenge.service.ts';
import type { RateLimiter, RateRule } from '../rate-limiter.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';

// What the public forms that take leads (a sales enquiry, a webinar sign-up) share: the
// limits a visitor passes before anything is stored, and the services' parts.

const MINUTE = 60_000;

/** The subject the site-wide counters are kept under. */
export const SITE_WIDE = 'site';

/** What a lead service is built from; the routes pass the app's parts. */
export interface LeadServiceDeps {
  db: Executor;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  challenges: ChallengeService;
  /** Called after the commit, so the worker delivers the mails at once. */
  wakeMailWorker: () => void;
  /** SALES_EMAIL: told of each lead. */
  salesEmail: string;
  /** PUBLIC_URL, quoted in the mails. */
  publicUrl: string;
  /** LEADS_PER_HOUR: past it a lead waits in the held queue. */
  leadsPerHour: number;
  now?: () => number;
}

export interface LeadFormRules {
  /** Per client address: a burst a person filling the form a few times never reaches… */
  perAddressBurst: RateRule;
  /** … and a daily cap for slow bots. */
  perAddressDaily: RateRule;
  /**
   * Site-wide, every instance counting in one row: past it a lead is stored only with a
   * solved proof-of-work challenge (decision 0026), so a flood from many addresses costs
   * each bot real work. Never a 429; `message` is what the challenge answer says.
   */
  siteWideChallenge: RateRule;
}

/** One form's limits (decision 0010): the same numbers for every form, its own counters and words. */
export function leadFormRules(
  counters: { perAddress: string; siteWide: string },
  messages: { burst: string; daily: string; challenge: string },
): LeadFormRules {
  return {
    perAddressBurst: { name: counters.perAddress, limit: 5, windowMs: 10 * MINUTE, message: messages.burst },
    perAddressDaily: { name: `${counters.perAddress}-daily`, limit: 20, windowMs: 24 * 60 * MINUTE, message: messages.daily },
    siteWideChallenge: { name: counters.siteWide, limit: 30, windowMs: 10 * MINUTE, message: messages.challenge },
  };
}

export type ChallengeRequired = { kind: 'challenge-required'; reason: Exclude<ChallengeCheck, 'accepted'> };

/**
 * Counts a submission against its form's per-address limits, then site-wide, where past
 * the limit it needs a valid, unused solved challenge. Every valid submission counts,
 * honeypot ones too, so a bot learns nothing from the answer. Undefined: it may go on.
 */
export async function admitLead(
  { rateLimiter, challenges }: Pick<LeadServiceDeps, 'rateLimiter' | 'challenges'>,
  rules: LeadFormRules,
  clientKey: string,
  altcha: string | undefined,
): Promise<Throttled | ChallengeRequired | undefined> {
  const throttled = await checkLimits(rateLimiter, [
    [rules.perAddressBurst, clientKey],
    [rules.perAddressDaily, clientKey],
  ]);
  if (throttled) return throttled;
  if ((await rateLimiter.hit(rules.siteWideChallenge, SITE_WIDE)).allowed) return undefined;
  const check = await challenges.redeem(altcha);
  return check === 'accepted' ? undefined : { kind: 'challenge-required', reason: check };
}

/** The honeypot (decision 0010): a value in the field people never see marks a bot's lead, kept for review as spam. */
export const honeypotOf = (input: { website?: string | undefined }): string | null => (input.website?.trim() ? input.website : null);
