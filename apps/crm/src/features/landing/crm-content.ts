export interface SectionLink {
  label: string;
  href: string;
}

export const crmProductName = 'WTM Salesgrow CRM';

/** The CRM section navigation (spec §2, CRM pages). */
export const crmNavigation: SectionLink[] = [
  { label: 'Home', href: '/crm' },
  { label: 'Pricing', href: '/crm/pricing' },
  { label: 'Features', href: '/crm/features' },
  { label: 'Resources', href: '/crm/help' },
];

export const crmLanding = {
  meta: {
    title: `${crmProductName} | Sales CRM and Service CRM`,
    description:
      'A sales CRM for leads, opportunities and forecasts and a service CRM for tickets. Free account for up to 10 users; 15-day free trial, no credit card required.',
  },
  heading: crmProductName,
  tagline: 'Sell more and serve customers better: a sales CRM and a service CRM that share one customer record.',
  about: [
    'Track leads from first contact to closed deal, forecast sales by territory and automate follow-ups with workflow rules.',
    'Handle customer requests as tickets in the service CRM, with web-to-case forms and owner notifications.',
  ],
};
