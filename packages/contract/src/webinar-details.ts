// What each webinar of the schedule (webinars.ts) is about: its summary and topics. Kept
// apart from the schedule, which Home's teaser and the forms read on a first visit, so
// that only the pages that show them (the Events pages, the calendar invitation) load
// these words: `@wtm/contract/webinar-details`, not part of `@wtm/contract/data`.

export interface WebinarDetails {
  summary: string;
  /** What the session covers, in order. */
  topics: string[];
}

/** By the schedule's slug. */
export const webinarDetails: Readonly<Record<string, WebinarDetails>> = {
  'gst-ready-accounting-live-demo': {
    summary:
      'Watch a product specialist raise a GST invoice, record a purchase bill and see the journals the system posts for you, then bring your own questions.',
    topics: ['GST invoices and credit notes', 'Purchase bills and expenses', 'Automatic journals and the trial balance', 'Questions and answers'],
  },
  'salesgrow-crm-leads-to-deals': {
    summary:
      'Set up a pipeline, capture leads from your website form and follow an opportunity to a closed deal, with the reports a sales manager checks every Monday.',
    topics: ['Lead capture with web-to-lead forms', 'Opportunities and the sales pipeline', 'Tasks, events and the call log', 'Standard reports and dashboards'],
  },
  'service-crm-ticket-management': {
    summary:
      'See how a support team logs tickets from e-mail and the web, assigns them by priority and keeps every customer conversation on one record.',
    topics: ['Logging and assigning tickets', 'Priorities and escalation', 'The customer history view', 'Questions and answers'],
  },
  'year-end-closing-and-gst-returns': {
    summary:
      'A step-by-step close of the financial year: reconcile the books, check stock valuation, prepare GST returns and back up your data before the new year starts.',
    topics: ['Bank and ledger reconciliation', 'Stock valuation across warehouses', 'GST returns and e-Waybill checks', 'Backing up and starting the new year'],
  },
  'salesgrow-crm-forecasting-and-territories': {
    summary:
      'For sales managers: build a forecast from the pipeline, split it by territory and let workflow rules keep the right people informed.',
    topics: ['Forecasts from open opportunities', 'Territories and forecasting by territory', 'Workflow rules, alerts and tasks', 'Questions and answers'],
  },
};

/** The details of the webinar `slug`; every webinar of the schedule has them (webinars.test.ts). */
export function webinarDetailsOf(slug: string): WebinarDetails {
  return webinarDetails[slug] ?? { summary: '', topics: [] };
}
