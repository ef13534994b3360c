import { accountDeletionSchema, type AccountDeletionRequest, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { sessionDeviceOf } from '../../lib/device-label.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { DELETION_GRACE_DAYS } from '../../services/accounts/account-deletion.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { sendPasswordRefusal } from './password-refusal.ts';

const deletionDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
export const deletionMessages = {
  scheduled: (dueAt: number) => `Your account will be deleted on ${deletionDay.format(dueAt)}, with everything we hold on you. Every device has been signed out; sign in before then to keep it.`,
} as const;

/** `POST /api/account/delete { currentPassword }`: the signed-in customer asks to delete the account. */
export async function accountDeletionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AccountDeletionRequest }>(
    '/delete',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Delete the signed-in customer’s account after a grace period',
        description: `Needs the current password (wrong: 400 naming \`currentPassword\`; 5 wrong in 15 minutes: 429). Signs out every session and mails the address; after ${DELETION_GRACE_DAYS} days the account and everything held on it are deleted, unless its owner signs in before then.`,
        tags: ['Account home'],
        operationId: 'deleteAccount',
        body: accountDeletionSchema,
        response: apiResponses(described('Scheduled.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await app.accountDeletion.request(request.user!.id, request.body.currentPassword, sessionDeviceOf(request));
      switch (outcome.kind) {
        case 'throttled':
        case 'wrong-password':
        case 'no-account':
          return sendPasswordRefusal(reply, outcome);
        case 'scheduled':
          return { success: true, systemMessage: deletionMessages.scheduled(outcome.dueAt) } satisfies ServiceResponse;
      }
    },
  );
}
