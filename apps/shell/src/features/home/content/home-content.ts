import type { LinkTarget } from '@wtm/ui';
import { company } from '../../../content/site-content.ts';

export interface HomeLinkColumn {
  heading: string;
  headingHref: string;
  /** The plain /crm heading link is a full page load, not an in-app route. */
  headingFullPageLoad: boolean;
  items: { label: string; href: string }[];
}

export const homeMeta = {
  title: 'Home',
  description:
    'WTM business management software: cloud accounting with GST, inventory and ERP, a sales CRM and a service CRM, as software-as-a-service for growing businesses.',
  keywords:
    'business management software, CRM, sales CRM, service CRM, accounting software, GST accounting, inventory management, ERP software, cloud software, software as a service, SaaS',
};

export const homeContent = {
  heading: company.productSuiteName,
  intro: 'Run accounts, stock and customers from one place: pick the product you need and start a free trial today.',
  heroImageAlt: 'Account Books, Salesgrow CRM and Service CRM side by side',
  actions: [
    { label: 'Start your free trial', to: '/register' },
    { label: 'Talk to sales', to: '/contact' },
  ] satisfies LinkTarget[],
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
        { label: 'Service CRM', href: '/crm#service-crm' },
      ],
    },
  ] satisfies HomeLinkColumn[],
};

export interface ProductHighlight {
  name: string;
  text: string;
  points: string[];
  link: LinkTarget;
}

/** The three products, each with what it is for and where to read more. */
export const productHighlights = {
  heading: 'One suite, three products',
  items: [
    {
      name: 'WTM Account Books and Inventory',
      text: 'Cloud and desktop double-entry accounting that posts the journals for you, with GST invoices, returns and e-Waybills.',
      points: ['GST-compliant invoicing and returns', 'Stock across shops and warehouses', 'Windows app for offline work'],
      link: { label: 'Explore Account Books', to: '/books' },
    },
    {
      name: 'WTM Salesgrow CRM',
      text: 'Leads, accounts, contacts and opportunities in one place, with forecasts and reports your sales team can trust.',
      points: ['Lead management and web-to-lead forms', 'Sales forecasting by territory', 'Free account for up to 10 users'],
      link: { label: 'Explore Salesgrow CRM', to: '/crm' },
    },
    {
      name: 'WTM Service CRM',
      text: 'Ticket management for support teams: every request logged, assigned and answered, with the customer history on hand.',
      points: ['Tickets from e-mail and the web', 'Priorities, owners and escalation', 'One record per customer'],
      link: { label: 'Explore Service CRM', to: '/crm#service-crm' },
    },
  ] satisfies ProductHighlight[],
};

/** The band that shows the next webinars and leads to /events. */
export const eventsTeaser = {
  heading: 'Live webinars',
  text: 'See the products at work and ask our specialists your questions, free of charge.',
  emptyText: 'New webinar dates are published every month.',
  /** How many of the upcoming events Home shows. */
  count: 2,
  link: { label: 'See all events & webinars', to: '/events' } satisfies LinkTarget,
};
