import type { FastifyInstance } from 'fastify';
import { answerNoStore } from '../no-store.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { secondStepRoutes } from './second-step.ts';
import { signInRoutes } from './sign-in.ts';

/** `/api/login/*`; mounted with the prefix `/api/login`. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  await app.register(signInRoutes);
  await app.register(secondStepRoutes);
  await app.register(passwordResetRoutes);
}
