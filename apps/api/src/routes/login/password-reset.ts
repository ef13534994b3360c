import { changePasswordRequestSchema, forgotPasswordSchema, type ChangePasswordRequest, type ForgotPasswordQuery, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { sessionDeviceOf } from '../../lib/device-label.ts';

export const RESET_REQUESTED = 'If an account exists for that address, we have sent password reset instructions to it.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

const changePasswordResponses = () =>
  apiResponses(described('Changed (`success: true`); or `success: false` for an unknown, used, superseded or expired code.', answers.service), {
    429: refusals.tooMany,
  });

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/login/forgotPassword?username=: the same answer, word for word, whether or
  // not the account exists; the mail goes out through the outbox.
  app.get<{ Querystring: ForgotPasswordQuery }>(
    '/forgotPassword',
    {
      schema: {
        summary: 'Ask for a password reset mail',
        description: 'The same answer, word for word, whether or not the account exists.',
        tags: ['Accounts'],
        operationId: 'forgotPassword',
        querystring: forgotPasswordSchema,
        response: apiResponses(described('Always `success: true`; a reset mail is queued for an existing account.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.passwordReset.requestReset(request.query.username, clientAddressKey(request.ip));
      if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
      app.metrics.passwordResets.inc({ stage: 'requested' });
      return { success: true, systemMessage: RESET_REQUESTED } satisfies ServiceResponse;
    },
  );

  const changePassword = async (input: ChangePasswordRequest, request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await app.passwordReset.changePassword(input, clientAddressKey(request.ip));
    switch (outcome.kind) {
      case 'throttled':
        return sendTooManyRequests(reply, outcome.decision);
      case 'invalid-link':
        return { success: false, systemMessage: RESET_LINK_INVALID } satisfies ServiceResponse;
      case 'changed':
        app.metrics.passwordResets.inc({ stage: 'completed' });
        await app.securityHistory.record(outcome.userId, 'password-reset', sessionDeviceOf(request));
        return { success: true, systemMessage: PASSWORD_CHANGED } satisfies ServiceResponse;
    }
  };

  // Our screens POST the fields in the body, which keeps them out of every log and history.
  app.post<{ Body: ChangePasswordRequest }>(
    '/changePassword',
    {
      schema: {
        summary: 'Set a new password with the code of a reset mail',
        tags: ['Accounts'],
        operationId: 'changePassword',
        body: changePasswordRequestSchema,
        response: changePasswordResponses(),
      },
    },
    (request, reply) => changePassword(request.body, request, reply),
  );
  // The legacy GET, kept for existing clients; the request log redacts its query.
  app.get<{ Querystring: ChangePasswordRequest }>(
    '/changePassword',
    {
      schema: {
        summary: 'Set a new password (legacy GET of spec §7; prefer the POST)',
        description: 'The password travels in the URL: the request log redacts it, but proxies and browser history may not.',
        tags: ['Accounts'],
        operationId: 'changePasswordLegacy',
        querystring: changePasswordRequestSchema,
        response: changePasswordResponses(),
      },
    },
    (request, reply) => changePassword(request.query, request, reply),
  );
}
