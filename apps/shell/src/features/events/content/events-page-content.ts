// Copy of the Events & Webinars page (decision 0010). The events themselves are shared
// content: src/content/events-content.ts.
import type { LinkTarget } from '@wtm/ui';

export const eventsPage = {
  meta: {
    title: 'Events & Webinars',
    description:
      'Free live webinars from WTM: product demos of Account Books and Inventory, Salesgrow CRM and Service CRM, with time for your questions.',
  },
  heading: 'Events & Webinars',
  intro: 'Free live sessions where our product specialists show the software at work and answer your questions. Register and we will e-mail you the joining link.',
  listHeading: 'Upcoming webinars',
  timesNote: 'Times are shown in the time zone the session is held in.',
  topicsHeading: 'What we cover',
  register: 'Register',
  durationUnit: 'minutes',
  noEvents: 'No webinars are scheduled right now. New dates are published here every month; in the meantime our sales team will gladly give you a personal demo.',
  demo: {
    heading: 'Prefer a personal demo?',
    text: 'Pick a time that suits your team and we will walk you through the product you are interested in, with your own questions and data.',
    action: { label: 'Ask for a personal demo', to: '/sales-enquiry' } satisfies LinkTarget,
  },
};
