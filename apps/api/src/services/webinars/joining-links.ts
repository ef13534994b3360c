import { productEvents } from '@wtm/contract';

/**
 * Where each webinar of the schedule (@wtm/contract, webinars.ts) is held. Mailed to
 * registrants only, in their confirmation and calendar invitation, never shown on the
 * site. The vendor replaces these with the meeting links of its webinar service
 * (apps/api/README.md); a test checks every scheduled webinar has one.
 */
export const webinarJoiningLinks: Readonly<Record<string, string>> = {
  'gst-ready-accounting-live-demo': 'https://meet.wtm.example/webinars/gst-ready-accounting-live-demo',
  'salesgrow-crm-leads-to-deals': 'https://meet.wtm.example/webinars/salesgrow-crm-leads-to-deals',
  'service-crm-ticket-management': 'https://meet.wtm.example/webinars/service-crm-ticket-management',
  'year-end-closing-and-gst-returns': 'https://meet.wtm.example/webinars/year-end-closing-and-gst-returns',
  'salesgrow-crm-forecasting-and-territories': 'https://meet.wtm.example/webinars/salesgrow-crm-forecasting-and-territories',
};

/** The webinars of the schedule without a joining link (the test wants none). */
export function webinarsWithoutJoiningLink(): string[] {
  return productEvents.map((event) => event.slug).filter((slug) => webinarJoiningLinks[slug] === undefined);
}
