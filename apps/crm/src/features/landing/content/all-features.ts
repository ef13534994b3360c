import type { LinkTarget } from '@wtm/ui';

export interface FeatureGroup {
  id: string;
  heading: string;
  /** Plan feature names exactly as the product specification lists them (a test keeps them in step with the plans). */
  items: string[];
}

/** The "All Features" footer of the CRM home page, in the groups. */
export const allFeatures = {
  heading: 'All Features',
  moreLink: { label: 'Read about every feature', to: '/crm/features' } satisfies LinkTarget,
  groups: [
    {
      id: 'automation',
      heading: 'Automation',
      items: ['Workflow rule', 'Workflow alert and task', 'Workflow field update', 'Time-based action', 'Notify owner', 'Webhooks'],
    },
    {
      id: 'engage',
      heading: 'Engage',
      items: ['Accounts and contacts', 'Tasks, events and call log', 'Document attachment', 'Views'],
    },
    {
      id: 'sales-tracking',
      heading: 'Sales Tracking',
      items: [
        'Lead management',
        'Opportunities',
        'Sales forecasting',
        'Forecasting by territory',
        'Territory management',
        'Over 25 standard reports',
        'Customizable reports and dashboards',
        'Enterprise analytics',
      ],
    },
    {
      id: 'extend-crm',
      heading: 'Extend CRM',
      items: [
        'Custom fields',
        'Custom module',
        'Unlimited customization',
        'Inventory',
        'Profile permission',
        'Role-based security',
        'Group permission',
      ],
    },
    {
      id: 'marketing-automation',
      heading: 'Marketing Automation',
      items: ['Campaigns', 'Mass email', 'Web-to-lead and web-to-contact forms', 'Web-to-case form', 'Web-to-custom form'],
    },
  ] satisfies FeatureGroup[],
};
