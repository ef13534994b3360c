import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { eventEndsAt, type ProductEvent } from '@wtm/contract';
import { webinarDetailsOf } from '@wtm/contract/webinar-details';
import { singleLine } from '../../mail/templates/enquiry-text.ts';

export interface InvitationInput {
  event: ProductEvent;
  /** The registration's id: the invitation's UID, so a resent invitation updates the same entry. */
  registrationId: string;
  attendee: { name: string; email: string };
  organizer: { name: string; email: string };
  joiningLink: string;
  eventPage: string;
  now: number;
}

/**
 * The webinar as an iCalendar invitation (RFC 5545, `METHOD:REQUEST`) for one registrant
 * made with ical-generator: times in UTC, the joining link as location and URL,
 * the registrant as attendee who need not reply.
 */
export function webinarInvitation({ event, registrationId, attendee, organizer, joiningLink, eventPage, now }: InvitationInput): string {
  const calendar = ical({ prodId: { company: 'WTM', product: 'Portal', language: 'EN' }, method: ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: `webinar-${registrationId}@wtm.portal`,
    sequence: 0,
    stamp: new Date(now),
    start: new Date(event.startsAt),
    end: new Date(eventEndsAt(event)),
    summary: event.title,
    description: `${webinarDetailsOf(event.slug).summary}\n\nJoin: ${joiningLink}\nAbout this webinar: ${eventPage}`,
    location: joiningLink,
    url: joiningLink,
    organizer,
    attendees: [
      { name: singleLine(attendee.name), email: attendee.email, rsvp: false, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
    ],
  });
  return calendar.toString();
}
