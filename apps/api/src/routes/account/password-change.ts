import { accountPasswordRequestSchema, type AccountPasswordRequest, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { bearerTokenOf, requireUser } from '../../plugins/app/auth.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { sessionDeviceOf } from '../../lib/device-label.ts';
import { sendPasswordRefusal } from './password-refusal.ts';

export const passwordChangeMessages = {
  changed: (others: number) =>
    others === 0 ? 'Your password has been changed.' : `Your password has been changed, and ${others === 1 ? 'your other session has' : `your ${others} other sessions have`} been signed out.`,
} as const;

/**
 * `POST /api/account/password`: the signed-in customer changes their password with the
 * current one. This session stays; every other ends at its next request, on every
 * instance; a mail tells the address. Mounted inside accountRoutes (prefix `/api/account`).
 */
export async function passwordChangeRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AccountPasswordRequest }>(
    '/password',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Change the signed-in customer’s password',
        description: 'Needs the current password (a wrong one: 400 naming `currentPassword`; 5 wrong in 15 minutes: 429, Forgot password stays open). Signs out every other session of the account and mails a notice.',
        tags: ['Account home'],
        operationId: 'changeAccountPassword',
        body: accountPasswordRequestSchema,
        response: apiResponses(described('Changed.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.passwordChange.change(request.user!.id, bearerTokenOf(request)!, request.body);
      switch (outcome.kind) {
        case 'throttled':
        case 'wrong-password':
        case 'no-account':
          return sendPasswordRefusal(reply, outcome);
        case 'changed':
          await app.securityHistory.record(request.user!.id, 'password-changed', sessionDeviceOf(request));
          return { success: true, systemMessage: passwordChangeMessages.changed(outcome.ended) } satisfies ServiceResponse;
      }
    },
  );
}
