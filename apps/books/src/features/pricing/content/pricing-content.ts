import { trialLengthDays } from '@wtm/contract/data';
import type { CallToActionContent, PageMetaContent } from '../../../content/content-types.ts';
import { sitePaths } from '../../../content/section-content.ts';

export type CurrencyCode = 'USD' | 'INR';

/** A plan's price in one currency, written the way a visitor should read it. */
export interface PlanPrice {
  currency: CurrencyCode;
  /** Formatted amount with its symbol, e.g. "₹1,500". */
  amount: string;
  /** The same amount as a number, for search engines' structured data (1500). */
  value: number;
  /** What the amount buys, e.g. "per organisation per month". */
  period: string;
}

export interface PlanContent {
  name: string;
  summary: string;
  prices: PlanPrice[];
  features: string[];
}

export const pricingMeta: PageMetaContent = {
  title: 'Trial & Pricing | WTM Account Books and Inventory',
  description:
    'Prices of WTM Account Books and Inventory Enterprise Edition in INR and USD. Try it free for 30 days, no credit card required.',
};

export const pricingIntro = {
  heading: 'Trial & Pricing',
  tagline: 'Try for free no credit card required',
  trialLink: { label: `${trialLengthDays} days free trial`, to: sitePaths.register },
};

// The currency tabs' order and default (INR first and active) are the site's,
// drawn by @wtm/ui's CurrencyTabs.
export const currencyTabsLabel = 'Currency';

/**
 * The one plan of the accounting pricing page. The spec gives no price for it: these
 * amounts are the launch proposal, to be confirmed by the vendor (see the README).
 */
export const enterpriseEdition: PlanContent = {
  name: 'Enterprise Edition',
  summary: 'Accounting, GST and inventory for the whole business, in the cloud and on the Windows desktop app.',
  prices: [
    { currency: 'INR', amount: '₹1,500', value: 1500, period: 'per organisation per month, plus GST' },
    { currency: 'USD', amount: '$20', value: 20, period: 'per organisation per month' },
  ],
  features: [
    'Invoicing',
    'Inventory',
    'Multi-user',
    'Reporting',
    'Contacts and users',
    'Estimates and invoices',
    'Bills and expenses',
    'Inventory levels',
    'Sales and purchase orders',
    'Business reports',
    'Custom fields, views and reports',
    'Custom taxes and tax groups',
    'Multiple organizations',
    'Accountant reports',
  ],
};

export const plansHeading = 'Enterprise Edition pricing';

/** The plan's button: the same free trial as the page's trial link. */
export const planAction = { label: `Start your ${trialLengthDays} days free trial`, to: sitePaths.register };

export const consultingOffer: CallToActionContent = {
  heading: 'GST and bookkeeping managed for you',
  text: 'Add our consulting offer and an expert manages your GST and bookkeeping in WTM Account Books. Ask sales for a quote that fits the size of your business.',
  action: { label: 'Ask for a quote', to: sitePaths.contact },
};

export const pricingQuestions = {
  heading: 'Questions about the trial',
  items: [
    {
      question: 'Do I need a credit card to start?',
      answer: 'No. Register with your name, email and company and start using the product at once.',
    },
    {
      question: 'Can I use the Windows desktop app during the trial?',
      answer: 'Yes. Sign up, then download the setup from your account and sign in with the same email and password.',
    },
    {
      question: 'Do I pay per user?',
      answer: 'No. The price is per organisation, and the Enterprise Edition is multi-user.',
    },
  ],
};
