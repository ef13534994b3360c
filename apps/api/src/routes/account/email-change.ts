import { emailChangeSchema, ruleMessages, verifyEmailSchema, type EmailChangeAnswer, type EmailChangeRequest, type ServiceResponse, type VerifyEmailRequest } from '@wtm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import type { EmailLinkOutcome, EmailLinkRefusal } from '../../services/accounts/email-change.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { sessionDeviceOf } from '../../lib/device-label.ts';
import { sendPasswordRefusal } from './password-refusal.ts';

export const emailChangeMessages = {
  sent: (email: string) => `We sent a link to ${email}. Your address changes when you open it and press Confirm; until then you sign in with your current address.`,
  mailCapped: 'That address has received several mails from us today. Please try again tomorrow.',
  changed: (email: string) => `Your address is now ${email}. Use it to sign in from now on.`,
  undone: (email: string) => `Your address is ${email} again, and every device signed in to your account has been signed out. Sign in, then change your password.`,
  refused: {
    used: 'This link has already been used.',
    superseded: 'This link was replaced by a newer request. Use the link in the most recent mail.',
    expired: 'This link has expired. Ask for the change again on the Sign-in and security page.',
    invalid: 'This link is not valid. Open the link from the mail again.',
    'address-taken': 'This address now belongs to another WTM account, so your address was not changed. Contact our support team if you need help.',
  } satisfies Record<EmailLinkRefusal, string>,
} as const;

/** Answers the page a mailed link opens: the account and its address, or why the link did nothing. */
function linkAnswer(reply: FastifyReply, outcome: EmailLinkOutcome): EmailChangeAnswer | FastifyReply {
  switch (outcome.kind) {
    case 'throttled':
      return sendTooManyRequests(reply, outcome.decision);
    case 'refused':
      return { success: false, systemMessage: emailChangeMessages.refused[outcome.reason] };
    case 'changed':
    case 'undone':
      return { success: true, systemMessage: emailChangeMessages[outcome.kind](outcome.email), userId: outcome.userId, email: outcome.email };
  }
}

/**
 * A customer's change of address (docs/decisions/0052): asked for signed in with the current
 * password, confirmed from the new address's mail, undone from the old one's. Only a POST of
 * a link's page changes anything, so a mail scanner opening links changes nothing.
 * Mounted inside accountRoutes (prefix `/api/account`).
 */
export async function emailChangeRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: EmailChangeRequest }>(
    '/email',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Ask to change the signed-in customer’s address',
        description:
          'Needs the current password (wrong: 400 naming `currentPassword`; 5 wrong in 15 minutes: 429). Mails the new address a link valid 48 hours (a newer request replaces it); the address changes only when it is used. The answer is the same whether or not the address has an account: if it has, that address gets a notice instead. 5 requests an hour per account.',
        tags: ['Account home'],
        operationId: 'requestEmailChange',
        body: emailChangeSchema,
        response: apiResponses(described('Mailed, or `success: false` when the address had its mails of the day.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.emailChange.request(request.user!.id, request.body);
      switch (outcome.kind) {
        case 'throttled':
        case 'wrong-password':
        case 'no-account':
          return sendPasswordRefusal(reply, outcome);
        case 'same-address':
          return reply.code(400).send({ message: ruleMessages.emailSameAsCurrent, statusCode: 400, errors: { email: ruleMessages.emailSameAsCurrent } });
        case 'mail-capped':
          return { success: false, systemMessage: emailChangeMessages.mailCapped } satisfies ServiceResponse;
        case 'sent':
          await app.securityHistory.record(request.user!.id, 'email-change-requested', sessionDeviceOf(request), request.body.email.trim().toLowerCase());
          return { success: true, systemMessage: emailChangeMessages.sent(request.body.email.trim()) } satisfies ServiceResponse;
      }
    },
  );

  /** A link that changed the address adds a line to the account's history. */
  const recorded = async (request: FastifyRequest, outcome: EmailLinkOutcome): Promise<EmailLinkOutcome> => {
    if (outcome.kind === 'changed' || outcome.kind === 'undone') {
      await app.securityHistory.record(outcome.userId, outcome.kind === 'changed' ? 'email-changed' : 'email-change-undone', sessionDeviceOf(request), outcome.email);
    }
    return outcome;
  };

  const linkSchema = (operationId: string, summary: string, description: string) => ({
    summary,
    description: `${description} The link works once; failed attempts count 10 per 15 minutes per client address.`,
    tags: ['Accounts'],
    operationId,
    body: verifyEmailSchema,
    response: apiResponses(described('Done (`success: true`, with the account and its address), or why the link did nothing.', answers.emailChange), { 429: refusals.tooMany }),
  });

  app.post<{ Body: VerifyEmailRequest }>(
    '/email/confirm',
    { schema: linkSchema('confirmEmailChange', 'Change the address with the code of the new address’s link', 'Valid 48 hours. The old address gets a notice with an undo link valid 14 days.') },
    async (request, reply) => linkAnswer(reply, await recorded(request, await app.emailChange.confirm(request.body.code, clientAddressKey(request.ip)))),
  );

  app.post<{ Body: VerifyEmailRequest }>(
    '/email/undo',
    { schema: linkSchema('undoEmailChange', 'Put the old address back with the code of its notice', 'Valid 14 days. Signs out every session of the account and cancels every pending change.') },
    async (request, reply) => linkAnswer(reply, await recorded(request, await app.emailChange.undo(request.body.code, clientAddressKey(request.ip)))),
  );
}
