import { passkeySignInSchema, secondFactorRequestSchema, type LoginFailure, type PasskeySignInRequest, type SecondFactorRequest } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { keepBrowserCookie, signInClientOf } from '../../plugins/app/browser-cookie.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { accountRateRules } from '../../services/accounts/rate-rules.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { signedInAnswer } from './sign-in.ts';

export const secondStepMessages = {
  wrongCode: 'That code is not right, or it was used already. Enter the current code from your authenticator app, or an unused recovery code.',
  expired: 'This sign-in has expired. Please enter your email and password again.',
  passkeyRefused: 'That passkey could not sign you in. Try again, or sign in with your email and password.',
} as const;

/**
 * The sign-ins that end without a password alone: the second step after a right password
 * (`/secondFactor`), and a passkey, which is both factors (`/passkey/options`, `/passkey`).
 * Refusals are 200 with success false, as the first step's.
 */
export async function secondStepRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SecondFactorRequest }>(
    '/secondFactor',
    {
      schema: {
        summary: 'Second step of a sign-in: a code of the authenticator app or a recovery code',
        description: 'Each app code is accepted once (±30 s); five wrong codes or five minutes end the step. Wrong codes count with wrong passwords against the account, and past the threshold need a solved challenge.',
        tags: ['Accounts'],
        operationId: 'completeSignIn',
        body: secondFactorRequestSchema,
        response: apiResponses(described('Signed in; or `success: false`, with `secondFactor` while the step stays open.', answers.login), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const client = signInClientOf(request);
      const outcome = await app.accounts.completeSignIn(request.body, client);
      app.metrics.signIns.inc({ outcome: outcome.kind === 'signed-in' ? 'signed-in' : `second-step-${outcome.kind}` });
      switch (outcome.kind) {
        case 'throttled':
          return sendTooManyRequests(reply, outcome.decision);
        case 'challenge-required':
          return { success: false, systemMessage: accountRateRules.signInPerAccount.message, challengeRequired: true, secondFactor: { token: outcome.step.token, methods: outcome.step.methods } } satisfies LoginFailure;
        case 'expired':
          return { success: false, systemMessage: secondStepMessages.expired } satisfies LoginFailure;
        case 'wrong-code':
          return {
            success: false,
            systemMessage: outcome.step === undefined ? secondStepMessages.expired : secondStepMessages.wrongCode,
            ...(outcome.challengeRequired && { challengeRequired: true }),
            ...(outcome.step && { secondFactor: { token: outcome.step.token, methods: outcome.step.methods } }),
          } satisfies LoginFailure;
        case 'signed-in':
          keepBrowserCookie(reply, client, app.config.publicUrl);
          return signedInAnswer(outcome);
      }
    },
  );

  app.post(
    '/passkey/options',
    {
      schema: {
        summary: 'Start a passkey sign-in (usernameless: the browser offers the site’s passkeys)',
        tags: ['Accounts'],
        operationId: 'passkeySignInOptions',
        description: 'Nothing is stored: the challenge carries its id and expiry, signed; a sign-in uses it once.',
        response: apiResponses(described('WebAuthn request options and the id of their challenge (5 minutes, once).', answers.passkeyOptions)),
      },
    },
    () => app.passkeys.signInOptions(),
  );

  app.post<{ Body: PasskeySignInRequest }>(
    '/passkey',
    {
      schema: {
        summary: 'Sign in with a passkey',
        description: 'The origin must be PUBLIC_URL’s and the signature counter must grow; the challenge is used once.',
        tags: ['Accounts'],
        operationId: 'passkeySignIn',
        body: passkeySignInSchema,
        response: apiResponses(described('Signed in; or `success: false`.', answers.login), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const client = signInClientOf(request);
      const outcome = await app.accounts.signInWithPasskey(request.body, client);
      app.metrics.signIns.inc({ outcome: outcome.kind === 'signed-in' ? 'signed-in' : `passkey-${outcome.kind}` });
      if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
      if (outcome.kind === 'refused') return { success: false, systemMessage: secondStepMessages.passkeyRefused } satisfies LoginFailure;
      keepBrowserCookie(reply, client, app.config.publicUrl);
      return signedInAnswer(outcome);
    },
  );
}
