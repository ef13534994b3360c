import type { ServiceResponse } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { verificationMessages } from '../register/verify-email.ts';

export const resendMessages = {
  sent: (email: string) => `We sent a new confirmation link to ${email}. It may take a minute to arrive; check your spam folder too.`,
  mailCapped: (email: string) => `We have already sent ${email} as many mails as we send an address in a day. Please use the link we sent last, or ask again tomorrow.`,
} as const;

/**
 * `POST /api/account/resendVerification`: a new confirmation link for the
 * signed-in customer, to the account's own address only (nothing in the request names
 * one). Mounted inside accountRoutes (prefix `/api/account`).
 */
export async function resendVerificationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/resendVerification',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Mail a new address confirmation link to the signed-in customer',
        description: 'Links sent before stop working. At most 5 an hour per account, and no more mail than the address may get in a day (then `success: false`). An account already confirmed gets nothing new.',
        tags: ['Account home'],
        operationId: 'resendVerification',
        response: apiResponses(described('Sent, or already confirmed.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const outcome = await app.emailVerification.resend(user);
      if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
      if (outcome.kind === 'mail-capped') return { success: false, systemMessage: resendMessages.mailCapped(user.email) } satisfies ServiceResponse;
      const systemMessage = outcome.kind === 'sent' ? resendMessages.sent(user.email) : verificationMessages.alreadyVerified;
      return { success: true, systemMessage } satisfies ServiceResponse;
    },
  );
}
