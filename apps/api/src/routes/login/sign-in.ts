import { loginRequestSchema, type LoginFailure, type LoginRequest, type LoginSuccess, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { keepBrowserCookie, signInClientOf } from '../../plugins/app/browser-cookie.ts';
import { bearerTokenOf, requireUser } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { accountRateRules } from '../../services/accounts/rate-rules.ts';
import type { SignedIn } from '../../services/accounts/accounts.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';

export const LOGIN_SUCCESSFUL = 'Login successful';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SIGNED_OUT = 'You have been signed out.';
export const SECOND_FACTOR_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const DELETION_CANCELLED = 'Login successful. Signing in cancelled the deletion of your account: it stays.';

/** The answer of any sign-in that ended with a session. */
export function signedInAnswer(outcome: SignedIn): LoginSuccess {
  return { success: true, token: outcome.token, systemMessage: outcome.deletionCancelled === true ? DELETION_CANCELLED : LOGIN_SUCCESSFUL, ...outcome.user };
}

export async function signInRoutes(app: FastifyInstance): Promise<void> {
  // POST /api/login/login. A refusal is a 200 with success false, never a 401 (the client
  // treats any 401 as "signed out, reload"), and is the same for a wrong password and an
  // unknown address. `challengeRequired`: the next attempt must carry a solved challenge.
  app.post<{ Body: LoginRequest }>(
    '/login',
    {
      schema: {
        summary: 'Sign in (12 hours, 30 days with rememberMe)',
        tags: ['Accounts'],
        operationId: 'login',
        body: loginRequestSchema,
        response: apiResponses(described('Signed in; or `success: false`, the same for a wrong password and an unknown address.', answers.login), {
          429: refusals.tooMany,
        }),
      },
    },
    async (request, reply) => {
      const client = signInClientOf(request);
      const outcome = await app.accounts.signIn(request.body, client);
      app.metrics.signIns.inc({ outcome: outcome.kind });
      switch (outcome.kind) {
        case 'throttled':
          return sendTooManyRequests(reply, outcome.decision);
        case 'challenge-required':
          request.log.info({ challenge: outcome.reason }, 'sign-in needs a solved challenge');
          return { success: false, systemMessage: accountRateRules.signInPerAccount.message, challengeRequired: true } satisfies LoginFailure;
        case 'second-factor':
          return { success: false, systemMessage: SECOND_FACTOR_NEEDED, secondFactor: { token: outcome.token, methods: outcome.methods } } satisfies LoginFailure;
        case 'rejected':
          return { success: false, systemMessage: INVALID_CREDENTIALS, ...(outcome.challengeRequired && { challengeRequired: true }) } satisfies LoginFailure;
        case 'signed-in':
          keepBrowserCookie(reply, client, app.config.publicUrl);
          return signedInAnswer(outcome);
      }
    },
  );

  // POST /api/login/logout: revokes the presented token on the server.
  app.post(
    '/logout',
    {
      preValidation: requireUser,
      schema: { summary: 'Sign out: the token is revoked', tags: ['Accounts'], operationId: 'logout', response: apiResponses(described('Signed out.', answers.service)) },
    },
    async (request) => {
      await app.accounts.signOut(bearerTokenOf(request) ?? '');
      return { success: true, systemMessage: SIGNED_OUT } satisfies ServiceResponse;
    },
  );
}
