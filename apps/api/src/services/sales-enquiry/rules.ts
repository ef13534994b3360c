import { leadFormRules } from '../leads/lead-intake.ts';

/** Limits on sales enquiries: per client address, and the challenge while many come in site-wide. */
export const salesEnquiryRateRules = leadFormRules(
  { perAddress: 'sales-enquiry-per-address', siteWide: 'sales-enquiries-site-wide' },
  {
    burst: 'Too many enquiries from your network. Please wait 10 minutes and try again, or call or e-mail our sales team.',
    daily: 'Too many enquiries from your network today. Please call or e-mail our sales team instead.',
    challenge: 'We are receiving a lot of enquiries just now. Please complete the verification below and send your enquiry again; everything you typed is still here.',
  },
);

export const enquiryChallengeRule = salesEnquiryRateRules.siteWideChallenge;
