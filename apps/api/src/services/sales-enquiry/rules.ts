import type { RateRule } from '../rate-limiter.service.ts';

const MINUTE = 60_000;

/**
 * Limits on sales enquiries per client address (decision 0010): a burst limit that a
 * person filling the form a few times never reaches, and a daily cap for slow bots.
 * Valid submissions count, honeypot ones included, so a bot learns nothing from a 429.
 */
export const salesEnquiryRateRules = {
  perAddressBurst: {
    name: 'sales-enquiry-per-address',
    limit: 5,
    windowMs: 10 * MINUTE,
    message: 'Too many enquiries from your network. Please wait 10 minutes and try again, or call or e-mail our sales team.',
  },
  perAddressDaily: {
    name: 'sales-enquiry-per-address-daily',
    limit: 20,
    windowMs: 24 * 60 * MINUTE,
    message: 'Too many enquiries from your network today. Please call or e-mail our sales team instead.',
  },
} as const satisfies Record<string, RateRule>;

/**
 * Individual notices to SALES_EMAIL, site-wide: every instance counts in the same
 * database row. A flood from many addresses passes the per-address limits; past this
 * cap its enquiries are still accepted and stored, and wait for one digest at the end of
 * the window (issue 26), so the sales inbox gets at most 21 mails in 10 minutes. Never
 * answered with a 429; the message is for operators reading the rule.
 */
export const salesNoticeRule = {
  name: 'sales-notices-site-wide',
  limit: 20,
  windowMs: 10 * MINUTE,
  message: 'Individual sales notices are paused; further enquiries go into the next digest.',
} as const satisfies RateRule;

/** The subject the site-wide notice counter is kept under. */
export const SITE_WIDE = 'site';

/**
 * Enquiries site-wide, every instance counting in one row (issue 26): past `limit` in
 * the window an enquiry is stored only with a solved proof-of-work challenge, so a flood
 * from many addresses costs each bot real work; below it nothing changes for anyone.
 * Never answered with a 429; `message` is what the challenge answer says.
 */
export const enquiryChallengeRule = {
  name: 'sales-enquiries-site-wide',
  limit: 30,
  windowMs: 10 * MINUTE,
  message: 'We are receiving a lot of enquiries just now. Please complete the verification below and send your enquiry again; everything you typed is still here.',
} as const satisfies RateRule;
