import { changePasswordRequestSchema, forgotPasswordSchema, validate, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendInvalidInput } from '../../lib/invalid-input.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';

export const RESET_REQUESTED = 'If an account exists for that address, we have sent password reset instructions to it.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/login/forgotPassword?username=: the same answer, word for word, whether or
  // not the account exists; the mail goes out through the outbox.
  app.get('/forgotPassword', async (request, reply) => {
    const input = validate(forgotPasswordSchema, request.query);
    if (!input.ok) return sendInvalidInput(reply, input.errors);
    const outcome = await app.passwordReset.requestReset(input.value.username, clientAddressKey(request.ip));
    if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
    return { success: true, systemMessage: RESET_REQUESTED } satisfies ServiceResponse;
  });

  const changePassword = async (input: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const parsed = validate(changePasswordRequestSchema, input);
    if (!parsed.ok) return sendInvalidInput(reply, parsed.errors);
    const outcome = await app.passwordReset.changePassword(parsed.value, clientAddressKey(request.ip));
    switch (outcome.kind) {
      case 'throttled':
        return sendTooManyRequests(reply, outcome.decision);
      case 'invalid-link':
        return { success: false, systemMessage: RESET_LINK_INVALID } satisfies ServiceResponse;
      case 'changed':
        return { success: true, systemMessage: PASSWORD_CHANGED } satisfies ServiceResponse;
    }
  };

  // Our screens POST the fields in the body, which keeps them out of every log and history.
  app.post('/changePassword', (request, reply) => changePassword(request.body, request, reply));
  // The legacy GET of spec §7, kept for existing clients; the request log redacts its query.
  app.get('/changePassword', (request, reply) => changePassword(request.query, request, reply));
}
