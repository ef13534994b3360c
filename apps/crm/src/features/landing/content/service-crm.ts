// The Service CRM's own section on the CRM pages: where every "Service CRM"
// link of the site lands (/crm#service-crm), and its features.
import { registerPathFor } from '@wtm/contract/data';
import type { LinkTarget } from '@wtm/ui';

export interface ServiceCrmContent {
  /** The fragment every Service CRM link uses: /crm#service-crm. */
  id: string;
  heading: string;
  intro: string;
  features: { heading: string; items: string[] };
  actions: LinkTarget[];
  image: { alt: string };
}

export const serviceCrm: ServiceCrmContent = {
  id: 'service-crm',
  heading: 'WTM Service CRM',
  intro:
    'Ticket management for the team that looks after your customers once they have bought: every request from e-mail, the web and the phone becomes a ticket with an owner, a priority and a time by which it must be answered.',
  features: {
    heading: 'Service CRM features',
    items: [
      'Tickets from e-mail, web-to-case forms and phone calls, in one queue',
      'Assignment rules and priorities, so each ticket reaches the right agent',
      'Service-level times with alerts before a ticket runs late',
      'The whole conversation and the customer’s record on one screen',
      'Reports on open, overdue and solved tickets per team and agent',
      'The same customers and contacts as Salesgrow CRM, with one sign-in',
    ],
  },
  actions: [
    { label: 'Start Service CRM free', to: registerPathFor('SERVICE') },
    { label: 'Ask about Service CRM', to: '/crm/sales-enquiry' },
  ],
  image: { alt: 'The Service CRM ticket queue: tickets with priorities and service-level times beside the open conversation' },
};
