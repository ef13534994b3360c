// Copy of a webinar's page and its registration form. The webinars themselves
// are the contract's schedule (src/content/events-content.ts).
import { legalPages, type ProductEvent } from '@wtm/contract/data';
import { leadFormContent } from '../../../content/lead-form-content.ts';

export const eventPageContent = {
  back: { label: 'All webinars', to: '/events' },
  formHeading: 'Register for this webinar',
  formIntro: 'Free of charge. We e-mail you the joining link and a calendar invitation.',
  requiredNote: leadFormContent.requiredNote,
  fields: leadFormContent.fields,
  challenge: {
    ...leadFormContent.challenge,
    hint: 'Your browser is solving a short puzzle to show that a person is registering. It takes a moment; when it says Verified, press Register again.',
  },
  submit: 'Register',
  /** The line under the form. */
  legalNotice: { lead: 'By registering for this webinar you agree to our', terms: legalPages.terms, privacy: legalPages.privacy },
  submitting: 'Please wait...',
  seatsLeft: (seats: number) => (seats === 1 ? 'Only 1 seat left.' : `${seats} seats left.`),
  full: 'This webinar is fully booked.',
  topicsHeading: 'What we cover',
  durationUnit: 'minutes',
  notFound: { heading: 'Webinar not found', text: 'This webinar is not in our schedule (any more). See the upcoming webinars instead.' },
  over: 'This webinar has already taken place. See the upcoming webinars, or ask our sales team for a personal demo.',
  /** Shown when the server answers success without a message of its own. */
  registered: 'You are registered. We have e-mailed you the joining link and a calendar invitation.',
};

/** A webinar's page, where its Register button leads. */
export function registrationPath(slug: string): string {
  return `/events/${encodeURIComponent(slug)}`;
}

/**
 * A webinar page's title and description (`summary`: what the webinar is about), before
 * the site's name is added: what its PageMeta sets and the prerender writes into its head
 * (src/public-pages.ts).
 */
export function eventPageMeta(event: ProductEvent, summary: string): { title: string; description: string } {
  return { title: event.shortTitle ?? event.title, description: summary.slice(0, 160) };
}
