import { userUpdateSchema, type ServiceResponse, type UserUpdate } from '@wtm/contract';
import { userIdParamsSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin, requireUser, sendNoAccess } from '../../plugins/app/auth.ts';
import { mayAccessUser, type UserAccess } from '../../services/accounts/users.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

export const USER_NOT_FOUND = 'User not found';
export const ACCOUNT_DELETED = 'The account has been deleted.';

interface UserParams {
  Params: { id: string };
}

function answer<T>(reply: FastifyReply, access: UserAccess<T>, toBody: (value: T) => unknown) {
  if (access.kind === 'forbidden') return sendNoAccess(reply);
  if (access.kind === 'not-found') return reply.code(404).send({ message: USER_NOT_FOUND, statusCode: 404 });
  return toBody(access.value);
}

/** A customer's own id only, checked before the input is read: 401, then 403, then 400. */
async function requireAccess(request: FastifyRequest<UserParams>, reply: FastifyReply): Promise<FastifyReply | undefined> {
  return mayAccessUser(request.user!, request.params.id) ? undefined : sendNoAccess(reply);
}

const oneUser = (summary: string, operationId: string, ok: Record<string, unknown>) => ({
  preValidation: [requireUser, requireAccess],
  schema: {
    summary,
    tags: ['Users'],
    operationId,
    params: userIdParamsSchema,
    response: apiResponses(ok, { 403: refusals.notYours, 404: 'No user has this id (an administrator asked).' }),
  },
});

/**
 * `/users`; mounted with the prefix `/users`. A customer may read, update and
 * delete their own record; the list and other people's records need an administrator.
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  app.get(
    '/',
    {
      preValidation: requireAdmin,
      schema: { summary: 'Every user (administrators)', tags: ['Users'], operationId: 'listUsers', response: apiResponses(described('The users.', answers.userRecords)) },
    },
    async () => app.users.list(),
  );

  app.get<UserParams>('/:id', oneUser('One user', 'getUser', described('The user.', answers.userRecord)), async (request, reply) =>
    answer(reply, await app.users.get(request.user!, request.params.id), (user) => user),
  );

  // Only the contract's allow-list (names, phone, city, company, job title) is read;
  // anything else in the body (password, role, email, id) is dropped by its schema.
  const update = oneUser('Change a user: names, phone, city, company, job title', 'updateUser', described('The updated user.', answers.userRecord));
  app.put<UserParams & { Body: UserUpdate }>('/:id', { ...update, schema: { ...update.schema, body: userUpdateSchema } }, async (request, reply) =>
    answer(reply, await app.users.update(request.user!, request.params.id, request.body), (user) => user),
  );

  app.delete<UserParams>('/:id', oneUser('Delete a user, with their sessions and reset codes', 'deleteUser', described('Deleted.', answers.service)), async (request, reply) =>
    answer(reply, await app.users.remove(request.user!, request.params.id), () => ({ success: true, systemMessage: ACCOUNT_DELETED }) satisfies ServiceResponse),
  );
}
