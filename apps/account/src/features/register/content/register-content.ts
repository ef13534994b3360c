import { legalPages } from '@wtm/contract/data';
import type { LinkTarget, PageMetaProps } from '@wtm/ui';

/** One group of the product list on the left of the Register screen. */
export interface ProductGroup {
  heading: string;
  summary: string;
  items: LinkTarget[];
}

/** Copy of the Register screen. Field names follow the registration payload; the details' labels are components/customer-detail-fields.tsx's. */
export const registerContent = {
  meta: {
    title: 'Register',
    siteName: 'WTM',
    description:
      'Create your WTM account to try cloud accounting with GST, inventory, shop, warehouse and supply chain management, and the sales and service CRM.',
  } satisfies PageMetaProps,
  title: 'Registration',
  intro: 'Create your WTM account: one sign-in for all our accounting and CRM products.',
  productsHeading: 'Our products',
  productGroups: [
    {
      heading: 'Accounting, Finance and Inventory',
      summary: 'GST-ready double-entry accounting, online or offline, with stock and supply chain built in.',
      items: [
        { label: 'Accounting', to: '/books' },
        { label: 'Inventory', to: '/books' },
        { label: 'Shop', to: '/books' },
        { label: 'Warehouse', to: '/books' },
        { label: 'Supply Chain', to: '/books' },
      ],
    },
    {
      heading: 'Sales and Service',
      summary: 'Win customers with the sales CRM and keep them with ticket-based service.',
      items: [
        { label: 'Sales CRM', to: '/crm' },
        { label: 'Service CRM', to: '/crm#service-crm' },
      ],
    },
  ] satisfies ProductGroup[],
  fields: {
    email: { label: 'Email', placeholder: 'Email' },
    password: { label: 'Password', placeholder: 'Password', hint: 'At least 6 characters.' },
  },
  submit: 'Register',
  /** The line under the form. */
  legalNotice: { lead: 'By registering you agree to our', terms: legalPages.terms, privacy: legalPages.privacy },
  login: { label: 'Login here if you already have account', to: '/login' },
  /** Shown when a successful answer carries no message of its own. */
  registered: 'Your account has been created.',
  /** The product chosen on a product page. */
  trial: {
    heading: 'Your free trial',
    plan: (name: string) => `${name} plan`,
    length: (days: number) => `${days} days free, no credit card required.`,
    freePlan: 'Free for up to 10 users, for as long as you like.',
    next: 'Register, confirm your email address with the link we send you, and we set the product up for you straight away.',
  },
} as const;
