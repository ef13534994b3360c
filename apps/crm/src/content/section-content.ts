/** One entry of the CRM section navigation. */
export interface SectionLink {
  label: string;
  href: string;
}

/** The product's name, as the sales enquiry form and the account portal know it. */
export const crmProductName = 'WTM Salesgrow CRM';

/** Appended to every CRM page title: "Pricing | WTM Salesgrow CRM". */
export const crmSiteName = crmProductName;

/** Accessible name of the CRM navigation landmark. */
export const crmNavigationLabel = 'Salesgrow CRM';

/** The CRM section navigation (CRM pages), absolute paths (decision 0008). */
export const crmNavigation: SectionLink[] = [
  { label: 'Home', href: '/crm' },
  { label: 'Pricing', href: '/crm/pricing' },
  { label: 'Features', href: '/crm/features' },
  { label: 'Resources', href: '/crm/help' },
  { label: 'Compare plans', href: '/crm/comparison' },
];
