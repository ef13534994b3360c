import type { CallToActionContent } from './content-types.ts';
import { sitePaths } from './section-content.ts';

/**
 * The free trial box of the Books home and the GST page: the trial every product page
 * offers (`trialLengthDays`, 15 days).
 */
export const freeTrialBox: CallToActionContent = {
  heading: '15 days free trial',
  text: 'Use every feature of the Enterprise Edition free for 15 days: create your organisation, raise GST invoices, track stock across warehouses and see your reports. No credit card is needed.',
  action: { label: 'See trial & pricing', to: sitePaths.pricing },
};
