import { verifyEmailSchema, type ServiceResponse, type VerifyEmailRequest } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import type { VerificationRefusal } from '../../services/accounts/email-verification.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';

export const verificationMessages = {
  verified: 'Thank you: your email address is confirmed.',
  alreadyVerified: 'Your email address is already confirmed.',
  refused: {
    used: 'This confirmation link has already been used. If your address is not confirmed yet, ask for a new link on My Account.',
    superseded: 'This confirmation link was replaced by a newer one. Use the link in the most recent mail, or ask for a new one on My Account.',
    expired: 'This confirmation link has expired. Ask for a new one on My Account.',
    invalid: 'This confirmation link is not valid. Ask for a new one on My Account.',
  } satisfies Record<VerificationRefusal, string>,
} as const;

/**
 * `POST /api/register/verifyEmail { code }`: the Confirm button of the page the
 * mailed link opens. Only a POST confirms, so a mail scanner that follows the link (a GET
 * of the page) confirms nothing. Mounted inside registerRoutes (prefix `/api/register`).
 */
export async function verifyEmailRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: VerifyEmailRequest }>(
    '/verifyEmail',
    {
      schema: {
        summary: 'Confirm an account’s email address with the code of the mailed link',
        description:
          'The code works once, for 48 hours, and only while no newer link was sent. A used code of a confirmed account answers `success: true` (a second click). Failed attempts count 10 per 15 minutes per client address.',
        tags: ['Accounts'],
        operationId: 'verifyEmail',
        body: verifyEmailSchema,
        response: apiResponses(described('Confirmed (`success: true`), or why the link does not work.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.emailVerification.verify(request.body.code, clientAddressKey(request.ip));
      switch (outcome.kind) {
        case 'throttled':
          return sendTooManyRequests(reply, outcome.decision);
        case 'verified':
          request.log.info('email address confirmed');
          app.metrics.emailVerifications.inc();
          return { success: true, systemMessage: verificationMessages.verified } satisfies ServiceResponse;
        case 'already-verified':
          return { success: true, systemMessage: verificationMessages.alreadyVerified } satisfies ServiceResponse;
        case 'refused':
          request.log.info({ reason: outcome.reason }, 'email confirmation refused');
          return { success: false, systemMessage: verificationMessages.refused[outcome.reason] } satisfies ServiceResponse;
      }
    },
  );
}
