import { pricingPlanOf, registerSchema, ruleMessages, type LoginFailure, type LoginSuccess, type RegisterRequest } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { keepBrowserCookie, signInClientOf } from '../../plugins/app/browser-cookie.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';
import { verifyEmailRoutes } from './verify-email.ts';

export const REGISTRATION_SUCCESSFUL = 'Registration successful';
export const EMAIL_TAKEN = 'An account with this email address already exists. Please sign in, or reset your password if you have forgotten it.';

/** `/api/register/*`; mounted with the prefix `/api/register`. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  // POST /api/register/save: creates the account and signs it in (the client stores the
  // answer as the current user and goes to /account/home).
  app.post<{ Body: RegisterRequest }>(
    '/save',
    {
      schema: {
        summary: 'Register, and sign in (a 12-hour session)',
        description:
          'Also mails the welcome mail with the address confirmation link (products open once it is confirmed). `product` and `plan`: what the visitor chose on a product page; Account Home starts that product once the address is confirmed. `plan` must be one of the product’s pricing plans.',
        tags: ['Accounts'],
        operationId: 'register',
        body: registerSchema,
        response: apiResponses(described('Signed in; or `success: false` when the address is taken (any letter case).', answers.login), {
          400: 'Invalid input: `errors` names each field with its message.',
          429: refusals.tooMany,
        }),
      },
    },
    async (request, reply) => {
      const { product, plan } = request.body;
      // The schema knows every plan; whether it is one of this product's needs both fields.
      if (plan !== undefined && (product === undefined || pricingPlanOf(product, plan) === undefined)) {
        return reply.code(400).send({ message: ruleMessages.planInvalid, statusCode: 400, errors: { plan: ruleMessages.planInvalid } });
      }
      const client = signInClientOf(request);
      const outcome = await app.accounts.register(request.body, client);
      switch (outcome.kind) {
        case 'throttled':
          return sendTooManyRequests(reply, outcome.decision);
        case 'email-taken':
          return { success: false, systemMessage: EMAIL_TAKEN } satisfies LoginFailure;
        case 'signed-in':
          app.metrics.registrations.inc();
          keepBrowserCookie(reply, client, app.config.publicUrl);
          return { success: true, token: outcome.token, systemMessage: REGISTRATION_SUCCESSFUL, ...outcome.user } satisfies LoginSuccess;
      }
    },
  );

  await app.register(verifyEmailRoutes);
}
