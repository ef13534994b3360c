import type { RateRule } from './rate-limiter.service.ts';

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
