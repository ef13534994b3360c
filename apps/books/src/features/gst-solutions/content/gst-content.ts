import type { CallToActionContent, PageMetaContent, SlideContent } from '../../../content/content-types.ts';
import { registerPathFor } from '@wtm/contract/data';
import { sitePaths } from '../../../content/section-content.ts';

export const gstMeta: PageMetaContent = {
  title: 'Accounting & GST Solution | WTM Account Books and Inventory',
  description:
    'GST-ready accounting and inventory for Indian businesses at 1500 INR a month: GST invoices, e-way bills, return summaries and journals. 15 days free trial.',
};

/** The page's own top bar: a title beside the five section links. */
export const gstTopBarTitle = 'WTM Accounting & GST Solution';

export const gstBannerLabel = 'Why businesses choose our GST solution';

/** The three-slide banner. */
export const gstSlides: SlideContent[] = [
  {
    title: 'GST invoices in a minute',
    text: 'Raise tax invoices with HSN/SAC codes; CGST, SGST or IGST is applied from the place of supply.',
    link: { label: 'Start free trial', to: sitePaths.pricing },
  },
  {
    title: 'Returns prepared from your books',
    text: 'GST return summaries and e-way bill details come from the invoices and bills you have already recorded.',
    link: { label: 'See all features', to: sitePaths.features },
  },
  {
    title: 'An expert when you need one',
    text: 'Our consulting offer gives you an expert who manages your GST and bookkeeping in the same system.',
    link: { label: 'Talk to sales', to: sitePaths.contact },
  },
];

export const gstPlanSection = {
  heading: 'Accounting And GST Solution',
  paragraphs: [
    'One subscription for double-entry accounting, GST compliance and inventory. Journals are created automatically from every invoice and bill, and your books are ready in the cloud and in the Windows desktop app.',
    'Choose the plan and continue to registration to set up your organisation.',
  ],
  planLabel: 'Plan',
  /**
   * The only choice: the Enterprise Edition at 1500 INR a month. Submit
   * carries it to registration, which the original ignored.
   */
  planOptions: [{ value: 'enterprise', label: '1500 INR/Month' }],
  submit: { label: 'Submit', to: (plan: string) => registerPathFor('ACCOUNT', plan) },
};

export const gstFreeTrialBox: CallToActionContent = {
  heading: 'Free Trial',
  text: 'Try the complete Accounting & GST Solution free for 15 days, with your own items, customers and invoices.',
  action: { label: 'Start your 15 days free trial', to: sitePaths.pricing },
};

export const gstTestimonialsHeading = 'Businesses that file GST with us';

export const gstCardsHeading = 'Get started';

/** The three cards with their link targets. */
export const gstCards: CallToActionContent[] = [
  {
    heading: 'Features',
    text: 'GST invoicing, inventory across warehouses, multiple organisations, custom templates and recurring transactions in one plan.',
    action: { label: 'Compare features', to: sitePaths.pricing },
  },
  {
    heading: 'Free trial & pricing',
    text: 'Start free, no credit card required, and continue for 1500 INR per month when you are ready.',
    action: { label: 'Start Free Trial', to: sitePaths.pricing },
  },
  {
    heading: 'We can help you?',
    text: 'Read the user guide, the installation guide and our white paper, or ask us a question.',
    action: { label: 'Ask a Question', to: sitePaths.help },
  },
];
