import { registerSchema, type LoginFailure, type LoginSuccess, type RegisterRequest } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

export const REGISTRATION_SUCCESSFUL = 'Registration successful';
export const EMAIL_TAKEN = 'An account with this email address already exists. Please sign in, or reset your password if you have forgotten it.';

/** `/api/register/*` (spec §7); mounted with the prefix `/api/register`. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  // POST /api/register/save: creates the account and signs it in (the client stores the
  // answer as the current user and goes to /account/home).
  app.post<{ Body: RegisterRequest }>(
    '/save',
    {
      schema: {
        summary: 'Register, and sign in (a 12-hour session)',
        tags: ['Accounts'],
        operationId: 'register',
        body: registerSchema,
        response: apiResponses(described('Signed in; or `success: false` when the address is taken (any letter case).', answers.login), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.accounts.register(request.body, clientAddressKey(request.ip));
      switch (outcome.kind) {
        case 'throttled':
          return sendTooManyRequests(reply, outcome.decision);
        case 'email-taken':
          return { success: false, systemMessage: EMAIL_TAKEN } satisfies LoginFailure;
        case 'signed-in':
          return { success: true, token: outcome.token, systemMessage: REGISTRATION_SUCCESSFUL, ...outcome.user } satisfies LoginSuccess;
      }
    },
  );
}
