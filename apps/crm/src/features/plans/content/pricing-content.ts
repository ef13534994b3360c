/** The CRM pricing page (/crm/pricing). */
export const pricingContent = {
  meta: {
    title: 'Pricing',
    description:
      'WTM Salesgrow CRM prices in INR and USD: a Free Account for up to 10 users, then Standard, Professional and Enterprise per user per month. 15-day free trial.',
  },
  heading: 'CRM plans and pricing',
  intro:
    'Start with a free account for up to 10 users, or try any paid plan free for 15 days. Pick the plan that fits how your team sells today and move up when it grows.',
  contractNote: 'Prices are per user per month. Each per-user plan requires an annual contract.',
  currencyLabel: 'Currency',
  mostPopular: 'Most Popular',
  /** Card heading over the features of a plan that builds on a cheaper one. */
  buildsOnPrefix: 'Everything in',
  buildsOnSuffix: ', plus:',
  featuresHeading: 'Includes:',
  comparison: {
    text: 'Want every feature side by side?',
    link: { label: 'Compare all plans', to: '/crm/comparison' },
  },
};

/** The trial line under the heading, for the content's trial length. */
export const trialLine = (days: number) => `${days}-day free trial, no credit card required`;
