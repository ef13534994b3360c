import { company } from '../../content/site-content.ts';

export interface HomeLinkColumn {
  heading: string;
  headingHref: string;
  /** The plain /crm heading link is a full page load (spec §2), not an in-app route. */
  headingFullPageLoad: boolean;
  items: { label: string; href: string }[];
}

export const homeMeta = {
  title: 'Home',
  description:
    'WTM business management software: cloud accounting with GST, inventory and ERP, a sales CRM and a service CRM, delivered as cloud software-as-a-service for growing businesses.',
  keywords:
    'business management software, CRM, sales CRM, service CRM, accounting software, GST accounting, inventory management, ERP software, cloud software, software as a service, SaaS',
};

export const homeContent = {
  heading: company.productSuiteName,
  intro: 'Run accounts, stock and customers from one place: pick the product you need and start a free trial today.',
  columns: [
    {
      heading: 'Accounting, Finance and Inventory',
      headingHref: '/books',
      headingFullPageLoad: false,
      items: [
        { label: 'Accounts', href: '/books' },
        { label: 'Inventory', href: '/books' },
        { label: 'Shop', href: '/books' },
        { label: 'Warehouse', href: '/books' },
        { label: 'Supply Chain', href: '/books' },
      ],
    },
    {
      heading: 'Sales and Service',
      headingHref: '/crm',
      headingFullPageLoad: true,
      items: [
        { label: 'Sales CRM', href: '/crm' },
        { label: 'Service CRM', href: '/crm' },
      ],
    },
  ] satisfies HomeLinkColumn[],
};
