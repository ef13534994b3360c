import { eventSlugParamsSchema } from '@wtm/contract/api-schemas';
import {
  webinarRegistrationSchema,
  type ProductEvent,
  type WebinarRegistrationRequest,
  type WebinarRegistrationResponse,
  type WebinarSeatsResponse,
} from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { webinarChallengeRule } from '../../services/webinars/rules.ts';
import { createWebinarRegistrationService, type WebinarOutcome } from '../../services/webinars/webinar-registration.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { leadServiceDeps } from '../lead-service-deps.ts';
import { answerNoStore } from '../no-store.ts';

export const webinarMessages = {
  registered: 'You are registered. We have e-mailed you the joining link and a calendar invitation.',
  alreadyRegistered: 'You are already registered for this webinar with this e-mail address. The joining link is in the confirmation mail we sent you then.',
  full: 'This webinar is fully booked. Please choose another date, or ask our sales team for a personal demo.',
  ended: 'This webinar has already taken place. Please choose an upcoming one, or ask our sales team for a personal demo.',
  unknown: 'There is no such webinar.',
  held: 'We have your registration. We are receiving a great many just now, so our team will confirm your seat by e-mail.',
  mailCapped: 'We have already sent this address as many mails as we send in a day, so we could not register it. Please try again tomorrow, or e-mail our sales team.',
} as const;

const seatsLeftOf = (outcome: { seatsLeft?: number }) => (outcome.seatsLeft === undefined ? {} : { seatsLeft: outcome.seatsLeft });

function answerOf(outcome: Exclude<WebinarOutcome, { kind: 'throttled' | 'unknown-event' }>): WebinarRegistrationResponse {
  switch (outcome.kind) {
    case 'registered':
      return { success: true, systemMessage: webinarMessages.registered, ...seatsLeftOf(outcome) };
    case 'already-registered':
      return { success: true, systemMessage: webinarMessages.alreadyRegistered, alreadyRegistered: true, ...seatsLeftOf(outcome) };
    case 'full':
      return { success: false, systemMessage: webinarMessages.full, full: true, seatsLeft: 0 };
    case 'ended':
      return { success: false, systemMessage: webinarMessages.ended };
    case 'held':
      return { success: true, systemMessage: webinarMessages.held };
    case 'mail-capped':
      return { success: false, systemMessage: webinarMessages.mailCapped };
    case 'challenge-required':
      return { success: false, systemMessage: webinarChallengeRule.message, challengeRequired: true };
  }
}

export interface EventsRoutesOptions {
  /** The schedule (default: the contract's `productEvents`). */
  events?: readonly ProductEvent[];
  now?: () => number;
}

/** Webinar sign-ups; mounted with the prefix `/api/events`. */
export async function eventsRoutes(app: FastifyInstance, options: EventsRoutesOptions): Promise<void> {
  answerNoStore(app);
  const webinars = createWebinarRegistrationService({ ...leadServiceDeps(app), ...options });

  app.get(
    '/',
    {
      schema: {
        summary: 'Seats left of the upcoming webinars',
        description: '`seatsLeft` only for a webinar whose schedule sets a seat limit.',
        tags: ['Webinars'],
        operationId: 'webinarSeats',
        response: apiResponses(described('Every webinar that has not ended.', answers.webinarSeats)),
      },
    },
    async () => ({ events: await webinars.seats() }) satisfies WebinarSeatsResponse,
  );

  app.post<{ Params: { slug: string }; Body: WebinarRegistrationRequest }>(
    '/:slug/registrations',
    {
      schema: {
        summary: 'Register for a webinar',
        description:
          'Records the sign-up, mails the registrant a confirmation with the joining link and an iCalendar invitation (`invite.ics`), and tells sales. One sign-up per address and webinar: a second answers `alreadyRegistered` and sends nothing. A full webinar answers `full`. `website` is a honeypot. Under a flood of sign-ups site-wide, one without a solved challenge (`altcha`) answers `challengeRequired`.',
        tags: ['Webinars'],
        operationId: 'registerForWebinar',
        params: eventSlugParamsSchema,
        body: webinarRegistrationSchema,
        response: apiResponses(described('Registered, already registered, or why not.', answers.webinarRegistration), {
          404: 'No webinar of the schedule has this slug.',
          429: refusals.tooMany,
        }),
      },
    },
    async (request, reply) => {
      const outcome = await webinars.register(request.params.slug, request.body, { address: request.ip, key: clientAddressKey(request.ip) });
      if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
      if (outcome.kind === 'unknown-event') return reply.code(404).send({ message: webinarMessages.unknown, statusCode: 404 });
      if (outcome.kind === 'registered') {
        request.log.info({ registrationId: outcome.id, spam: outcome.spam }, 'webinar registration received');
        app.metrics.webinarRegistrations.inc();
      }
      return answerOf(outcome);
    },
  );
}
