import { formatEventStart, pagePaths, productEvents, type ProductEvent } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { webinarSeatConfirmPath } from '../../services/webinars/rules.ts';
import { confirmSeat, lookUpSeat, type SeatLookup } from '../../services/webinars/seat-confirmation.ts';
import { sendSitePage, type SitePage } from '../products/site-page.ts';

const EYEBROW = 'Webinar registration';
const backLinks = (event: ProductEvent | undefined) => [event === undefined ? { label: 'Home', href: '/' } : { label: 'The webinar page', href: pagePaths.event(event.slug) }];

const details = (event: ProductEvent | undefined) => (event === undefined ? [] : ([['Webinar', event.title], ['When', formatEventStart(event)]] as const));

export const seatPages = {
  unknown: {
    title: 'Confirm your seat',
    eyebrow: EYEBROW,
    heading: 'This confirmation link is not valid',
    tone: 'error',
    paragraphs: ['The link may be incomplete: open it again from the confirmation mail, or register again on the webinar page.'],
    actions: backLinks(undefined),
  },
  open: (code: string, event: ProductEvent | undefined): SitePage => ({
    title: 'Confirm your seat',
    eyebrow: EYEBROW,
    heading: 'Confirm your seat',
    tone: 'info',
    paragraphs: ['Press the button to keep your seat. A seat that is not confirmed within a day of signing up is given to someone else.'],
    details: details(event),
    form: { action: webinarSeatConfirmPath, fields: { code }, label: 'Confirm my seat' },
    actions: [],
  }),
  confirmed: (event: ProductEvent | undefined): SitePage => ({
    title: 'Seat confirmed',
    eyebrow: EYEBROW,
    heading: 'Your seat is confirmed',
    tone: 'success',
    paragraphs: ['See you there. The joining link and a calendar invitation are in the confirmation mail.'],
    details: details(event),
    actions: backLinks(event),
  }),
  released: (event: ProductEvent | undefined): SitePage => ({
    title: 'Seat released',
    eyebrow: EYEBROW,
    heading: 'This seat was not confirmed in time',
    tone: 'error',
    paragraphs: ['It has been given back. If you still want to attend, register again on the webinar page.'],
    details: details(event),
    actions: backLinks(event),
  }),
} as const satisfies Record<string, SitePage | ((...args: never[]) => SitePage)>;

function pageOf(found: SeatLookup, code: string): SitePage {
  switch (found.kind) {
    case 'unknown':
      return seatPages.unknown;
    case 'open':
      return seatPages.open(code, found.event);
    case 'confirmed':
      return seatPages.confirmed(found.event);
    case 'released':
      return seatPages.released(found.event);
  }
}

export interface SeatConfirmationOptions {
  events?: readonly ProductEvent[];
  now?: () => number;
}

/**
 * The link of the webinar confirmation mail: `GET` shows a page with one
 * button, so a mail scanner that opens every link confirms nothing; the button POSTs the
 * code as a plain form (outside /api, no script needed). The code is the only secret, so
 * a forged cross-site POST can do nothing with it.
 */
export async function seatConfirmationRoutes(app: FastifyInstance, { events = productEvents, now = Date.now }: SeatConfirmationOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.get<{ Querystring: { code?: unknown } }>(webinarSeatConfirmPath, async (request, reply) => {
    const code = request.query.code;
    const found = await lookUpSeat(app.db, code, events);
    return sendSitePage(reply, found.kind === 'unknown' ? 404 : 200, pageOf(found, String(code)));
  });
  app.post<{ Body: { code?: unknown } | undefined }>(webinarSeatConfirmPath, async (request, reply) => {
    const code = request.body?.code;
    const found = await confirmSeat(app.db, code, now(), events);
    if (found.kind === 'confirmed') request.log.info('webinar seat confirmed');
    return sendSitePage(reply, found.kind === 'unknown' ? 404 : 200, pageOf(found, String(code)));
  });
}
