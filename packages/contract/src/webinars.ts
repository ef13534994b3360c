// The product webinars (decision 0010): the Events page lists them, Home shows
// the next ones, and the API registers people for them and mails the calendar
// invitation, so the schedule lives in the contract; what each one is about is in
// webinar-details.ts. Dates, times, topics and seat limits are for the vendor to confirm
// (apps/shell/README.md). The joining links are not here:
// they are mailed to registrants only (apps/api, services/webinars/joining-links.ts).
import type { EnquiryProduct } from './products.ts';

export interface ProductEvent {
  /** Stable id, in the registration page's path (`/events/<slug>`) and the API's. */
  slug: string;
  title: string;
  /**
   * The title of the webinar's page in browser tabs and search results, where `title` is
   * too long for them: at most 54 characters, to which the site adds its name.
   */
  shortTitle?: string;
  product: EnquiryProduct;
  /** Start as an ISO 8601 instant (UTC). */
  startsAt: string;
  durationMinutes: number;
  /** IANA zone the time is shown in, and its everyday abbreviation. */
  timeZone: string;
  timeZoneLabel: string;
  /** How people attend, e.g. "Online webinar". */
  format: string;
  /** How many people can register; no limit when absent. */
  seatLimit?: number;
}

export const productEvents: ProductEvent[] = [
  {
    slug: 'gst-ready-accounting-live-demo',
    title: 'Live demo: GST-ready accounting with WTM Account Books',
    product: 'WTM Account Books and Inventory',
    startsAt: '2026-12-10T09:30:00Z',
    durationMinutes: 45,
    timeZone: 'Asia/Kolkata',
    timeZoneLabel: 'IST',
    format: 'Online webinar',
    seatLimit: 100,
  },
  {
    slug: 'salesgrow-crm-leads-to-deals',
    title: 'Getting started with WTM Salesgrow CRM: from lead to closed deal',
    shortTitle: 'Getting started with WTM Salesgrow CRM',
    product: 'WTM Salesgrow CRM',
    startsAt: '2026-12-17T16:00:00Z',
    durationMinutes: 60,
    timeZone: 'America/New_York',
    timeZoneLabel: 'ET',
    format: 'Online webinar',
  },
  {
    slug: 'service-crm-ticket-management',
    title: 'Service CRM for support teams: tickets, priorities and customer history',
    shortTitle: 'Service CRM for support teams: tickets and history',
    product: 'WTM Service CRM',
    startsAt: '2027-01-14T09:30:00Z',
    durationMinutes: 45,
    timeZone: 'Asia/Kolkata',
    timeZoneLabel: 'IST',
    format: 'Online webinar',
    seatLimit: 50,
  },
  {
    slug: 'year-end-closing-and-gst-returns',
    title: 'Year-end closing and GST returns: a practical walkthrough',
    shortTitle: 'Year-end closing and GST returns: a walkthrough',
    product: 'WTM Account Books and Inventory',
    startsAt: '2027-02-11T09:30:00Z',
    durationMinutes: 60,
    timeZone: 'Asia/Kolkata',
    timeZoneLabel: 'IST',
    format: 'Online webinar',
  },
  {
    slug: 'salesgrow-crm-forecasting-and-territories',
    title: 'Sales forecasting and territory management in Salesgrow CRM',
    shortTitle: 'Sales forecasting and territories in Salesgrow CRM',
    product: 'WTM Salesgrow CRM',
    startsAt: '2027-03-11T15:00:00Z',
    durationMinutes: 60,
    timeZone: 'America/New_York',
    timeZoneLabel: 'ET',
    format: 'Online webinar',
  },
];

/** When an event ends, in epoch milliseconds. */
export function eventEndsAt(event: ProductEvent): number {
  return Date.parse(event.startsAt) + event.durationMinutes * 60_000;
}

/** Events that have not ended at `now`, soonest first. */
export function upcomingEvents(events: readonly ProductEvent[], now: Date): ProductEvent[] {
  return events.filter((event) => eventEndsAt(event) > now.getTime()).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The event with this slug, if any (a registration page or call names it). */
export function findEvent(events: readonly ProductEvent[], slug: string | null): ProductEvent | undefined {
  return slug ? events.find((event) => event.slug === slug) : undefined;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Thursday 10 December 2026, 3:00 pm IST": the start in the event's own time zone. */
export function formatEventStart(event: ProductEvent): string {
  // Only the numbers come from Intl (the time zone's rules); the words are written here,
  // so the text is the same in Node, where pages are prerendered, and in every browser,
  // whatever its ICU version says a month or "pm" is: the page hydrates without a
  // mismatch (docs/decisions/0029).
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: event.timeZone,
  }).formatToParts(new Date(event.startsAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const [year, month, day, hour, minute] = [part('year'), part('month'), part('day'), part('hour'), part('minute')];
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${weekday} ${day} ${months[month - 1]} ${year}, ${time} ${event.timeZoneLabel}`;
}
