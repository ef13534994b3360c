import { userUpdateSchema, validate, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendInvalidInput } from '../../lib/invalid-input.ts';
import { requireAdmin, requireUser, sendNoAccess } from '../../plugins/app/auth.ts';
import { mayAccessUser, type UserAccess } from '../../services/users.service.ts';
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

/**
 * `/users` (spec §7); mounted with the prefix `/users`. A customer may read, update and
 * delete their own record; the list and other people's records need an administrator.
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  app.get('/', { preHandler: requireAdmin }, async () => app.users.list());

  app.get<UserParams>('/:id', { preHandler: requireUser }, async (request, reply) =>
    answer(reply, await app.users.get(request.user!, request.params.id), (user) => user),
  );

  // Only the contract's allow-list (names, phone, city, company, job title) is read;
  // anything else in the body (password, role, email, id) is dropped by validate().
  app.put<UserParams>('/:id', { preHandler: requireUser }, async (request, reply) => {
    if (!mayAccessUser(request.user!, request.params.id)) return sendNoAccess(reply);
    const input = validate(userUpdateSchema, request.body);
    if (!input.ok) return sendInvalidInput(reply, input.errors);
    return answer(reply, await app.users.update(request.user!, request.params.id, input.value), (user) => user);
  });

  app.delete<UserParams>('/:id', { preHandler: requireUser }, async (request, reply) =>
    answer(reply, await app.users.remove(request.user!, request.params.id), () => ({ success: true, systemMessage: ACCOUNT_DELETED }) satisfies ServiceResponse),
  );
}
