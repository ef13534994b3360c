import { leadFormRules } from '../leads/lead-intake.ts';

/**
 * Limits on webinar sign-ups, as on enquiries: a colleague or two signing up from one
 * office never reach them. Duplicates count too.
 */
export const webinarRateRules = leadFormRules(
  { perAddress: 'webinar-registration-per-address', siteWide: 'webinar-registrations-site-wide' },
  {
    burst: 'Too many webinar registrations from your network. Please wait 10 minutes and try again.',
    daily: 'Too many webinar registrations from your network today. Please e-mail our sales team instead.',
    challenge: 'We are receiving a lot of registrations just now. Please complete the verification below and register again; everything you typed is still here.',
  },
);

export const webinarChallengeRule = webinarRateRules.siteWideChallenge;

/** A seat not confirmed from the confirmation mail within this is released. */
export const SEAT_CONFIRMATION_HOURS = 24;

/** Where the confirmation mail's link leads: a page with one button, so a mail scanner opening links confirms nothing. */
export const webinarSeatConfirmPath = '/webinar-seat/confirm';
