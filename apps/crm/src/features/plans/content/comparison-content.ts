/** The plan comparison page (/crm/comparison), built from the plans of plans.ts. */
export const comparisonContent = {
  meta: {
    title: 'Compare plans',
    description:
      'Compare the features of the WTM Salesgrow CRM plans side by side: Free Account, Standard, Professional and Enterprise, with prices in INR and USD.',
  },
  heading: 'Compare CRM plans',
  intro:
    'Every feature of every plan in one table. Each plan includes everything in the plans to its left. Per-user plans require an annual contract.',
  caption: 'Features included in each WTM Salesgrow CRM plan',
  featureColumn: 'Feature',
  priceRows: [
    { currency: 'INR', label: 'Price in INR, per user per month' },
    { currency: 'USD', label: 'Price in USD, per user per month' },
  ] as const,
  usersRow: 'Users',
  included: 'Included',
  notIncluded: 'Not included',
  /** Drawn in the cells; screen readers hear `included` / `notIncluded` instead. */
  marks: { included: '✓', notIncluded: '—' },
  signUpRow: 'Get started',
  scrollHint: 'Scroll the table sideways to see every plan.',
  backToPricing: { label: 'Back to pricing', to: '/crm/pricing' },
};
