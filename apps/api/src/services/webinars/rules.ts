import type { RateRule } from '../rate-limiter.service.ts';

const MINUTE = 60_000;

/**
 * Webinar sign-ups per client address (issue 29), as enquiries are limited: a colleague
 * or two signing up from one office never reach it. Every valid sign-up counts (honeypot
 * and duplicates too), so a bot learns nothing from a 429.
 */
export const webinarRateRules = {
  perAddressBurst: {
    name: 'webinar-registration-per-address',
    limit: 5,
    windowMs: 10 * MINUTE,
    message: 'Too many webinar registrations from your network. Please wait 10 minutes and try again.',
  },
  perAddressDaily: {
    name: 'webinar-registration-per-address-daily',
    limit: 20,
    windowMs: 24 * 60 * MINUTE,
    message: 'Too many webinar registrations from your network today. Please e-mail our sales team instead.',
  },
} as const satisfies Record<string, RateRule>;

/**
 * Sign-ups site-wide, every instance counting in one row: past `limit` in the window a
 * sign-up is recorded only with a solved proof-of-work challenge, as enquiries are
 * (decision 0026). Never a 429; `message` is what the challenge answer says.
 */
export const webinarChallengeRule = {
  name: 'webinar-registrations-site-wide',
  limit: 30,
  windowMs: 10 * MINUTE,
  message: 'We are receiving a lot of registrations just now. Please complete the verification below and register again; everything you typed is still here.',
} as const satisfies RateRule;
