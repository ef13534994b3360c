import { registerPathFor } from '@wtm/contract/data';
import type { LinkTarget } from '@wtm/ui';

export interface Slide {
  id: string;
  heading: string;
  text: string;
  action: LinkTarget;
}

export interface CallToAction {
  id: string;
  heading: string;
  text: string;
  action: LinkTarget;
}

/** The CRM home page (/crm). */
export const landingContent = {
  meta: {
    title: 'Sales CRM software',
    description:
      'WTM Salesgrow CRM: cloud sales CRM for leads, opportunities, forecasts, workflow automation and web-to-lead forms. Free for up to 10 users; 15-day free trial.',
    keywords: ['CRM', 'sales CRM', 'lead management', 'sales forecasting', 'cloud CRM software', 'SaaS'],
  },
  heading: 'WTM Salesgrow CRM',
  tagline: 'The cloud sales CRM that takes a lead from first enquiry to closed deal, and tells you what next month will bring.',
  heroLinks: [
    { label: 'Start free trial', to: registerPathFor('CRM') },
    { label: 'See pricing', to: '/crm/pricing' },
  ],
  heroImageAlt: 'The Salesgrow CRM pipeline: deals in the columns Lead, Qualified, Proposal and Won, with the month’s forecast',
  carouselLabel: 'Salesgrow CRM highlights',
  slides: [
    {
      id: 'leads',
      heading: 'Turn every enquiry into a lead',
      text: 'Web-to-lead forms put website enquiries straight into the CRM, assigned to the right salesperson before the visitor has closed the page.',
      action: { label: 'See lead management', to: '/crm/features' },
    },
    {
      id: 'forecast',
      heading: 'Forecast sales with confidence',
      text: 'Follow every opportunity through your pipeline and see the expected revenue by month, by salesperson and, on Enterprise, by territory.',
      action: { label: 'See plans and pricing', to: '/crm/pricing' },
    },
    {
      id: 'automate',
      heading: 'Let workflows do the follow-up',
      text: 'Workflow rules create tasks, send alerts and notify record owners automatically, so no promised call is forgotten.',
      action: { label: 'Start your free trial', to: registerPathFor('CRM') },
    },
  ] satisfies Slide[],
  about: {
    heading: 'About Salesgrow CRM',
    paragraphs: [
      'WTM Salesgrow CRM keeps your leads, accounts, contacts and opportunities in one place that the whole sales team can reach from any browser. Every call, task, event and attached document stays on the customer record, so whoever picks up the conversation knows its history.',
      'Managers see the pipeline as it is today: standard reports, dashboards and sales forecasts are built from the same records the team works in, without spreadsheets to merge at the end of the month.',
      'Access is yours to decide. Profile permissions, role-based security and group permissions control who can see and change each record, from a single salesperson to a regional head.',
      'Start with a free account for up to 10 users, or try the paid plans free for 15 days. The same WTM account also opens WTM Account Books and Inventory.',
    ],
  },
  trial: {
    heading: '15-day free trial',
    text: 'Try Salesgrow CRM with your own leads and your own team for 15 days. No credit card required.',
    action: { label: 'Start your free trial', to: registerPathFor('CRM') },
  },
  testimonialsHeading: 'What our customers say',
  testimonialsCarouselLabel: 'Customer testimonials',
  actionsHeading: 'Get started',
  actions: [
    {
      id: 'features',
      heading: 'Features',
      text: 'Dashboards, lead management, forecasting, territories, custom modules and web forms: see everything Salesgrow CRM does.',
      action: { label: 'Explore Features', to: '/crm/features' },
    },
    {
      id: 'trial-pricing',
      heading: 'Free trial & pricing',
      text: 'Four plans from a free account to Enterprise, priced per user per month in INR or USD. Try them free for 15 days.',
      action: { label: 'Start Free Trial', to: '/crm/pricing' },
    },
    {
      id: 'help',
      heading: 'Can we help you?',
      text: 'Questions about plans, moving your data or training your team? Our sales team will answer.',
      action: { label: 'Ask a Question', to: '/crm/sales-enquiry' },
    },
  ] satisfies CallToAction[],
};
