import { formatEventStart, type ProductEvent } from '@wtm/contract';
import { mailtoHref, receivedText, singleLine } from './enquiry-text.ts';
import { renderMail, type MailBlock, type RenderedMail } from './layout.ts';

export interface WebinarRegistrant {
  name: string;
  email: string;
  company: string;
}

function whenBlock(event: ProductEvent): MailBlock {
  return {
    kind: 'fields',
    rows: [
      { label: 'Webinar', value: event.title },
      { label: 'When', value: formatEventStart(event) },
      { label: 'Length', value: `${event.durationMinutes} minutes, ${event.format.toLowerCase()}` },
    ],
  };
}

export interface WebinarConfirmationInput {
  event: ProductEvent;
  registrant: WebinarRegistrant;
  joiningLink: string;
  /** The webinar's page on the site. */
  eventPage: string;
  /** Keeps the seat; unconfirmed, it is released after `confirmWithinHours`. */
  confirmLink: string;
  confirmWithinHours: number;
  siteUrl: string;
}

/**
 * The registrant's confirmation (35): when, the link that keeps the seat, the
 * joining link, and the calendar invitation attached by the caller (calendar-invite.ts).
 */
export async function webinarConfirmationMail({ event, registrant, joiningLink, eventPage, confirmLink, confirmWithinHours, siteUrl }: WebinarConfirmationInput): Promise<RenderedMail & { subject: string }> {
  return {
    subject: singleLine(`You are registered: ${event.title}`).slice(0, 200),
    ...(await renderMail({
      preview: `${formatEventStart(event)}. Please confirm your seat within ${confirmWithinHours} hours.`,
      greeting: `Hello ${singleLine(registrant.name)},`,
      body: [
        `Thank you for registering. Please confirm your seat with the button below within ${confirmWithinHours} hours; an unconfirmed seat is given to someone else. If you did not sign up, ignore this mail: nothing more will come.`,
        whenBlock(event),
        `Joining link: ${joiningLink}`,
        'The calendar invitation attached to this mail puts the session in your calendar with the joining link. Join a few minutes early to check your sound.',
      ],
      action: { label: 'Confirm my seat', url: confirmLink },
      closing: [`What we cover and the other webinars: ${eventPage}`, 'If you cannot attend after all, reply to this mail and we free your seat.'],
      siteUrl,
    })),
  };
}

export interface WebinarSalesNoticeInput {
  event: ProductEvent;
  registrant: WebinarRegistrant;
  /** Seats left after this sign-up, where the webinar has a limit. */
  seatsLeft?: number | undefined;
  reference: string;
  receivedAt: number;
  siteUrl: string;
}

/** The notice to sales: who signed up for which webinar; Reply-To is the registrant. */
export async function webinarSalesNoticeMail(input: WebinarSalesNoticeInput): Promise<RenderedMail & { subject: string }> {
  const { event, registrant } = input;
  return {
    subject: singleLine(`Webinar registration from ${registrant.name}: ${event.title}`).slice(0, 200),
    ...(await renderMail({
      preview: `${singleLine(registrant.name)} of ${singleLine(registrant.company)} registered.`,
      body: [
        'A new registration for a webinar. Reply to this mail to write to the registrant.',
        {
          kind: 'fields',
          rows: [
            { label: 'Name', value: singleLine(registrant.name) },
            { label: 'Company', value: singleLine(registrant.company) },
            { label: 'Email', value: registrant.email, href: mailtoHref(registrant.email) },
            { label: 'Product', value: event.product },
          ],
        },
        whenBlock(event),
        ...(input.seatsLeft === undefined ? [] : [`Seats left: ${input.seatsLeft}.`]),
        { kind: 'small-print', lines: [`Received: ${receivedText(input.receivedAt)}`, `Reference: ${input.reference}`] },
      ],
      siteUrl: input.siteUrl,
    })),
  };
}
