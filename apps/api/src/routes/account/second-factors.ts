import {
  authenticatorAppConfirmSchema,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  type AuthenticatorAppConfirmRequest,
  type PasskeyNameRequest,
  type PasskeyRegistrationRequest,
  type RecoveryCodesAnswer,
  type ServiceResponse,
} from '@wtm/contract';
import { passkeyIdParamsSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionDeviceOf } from '../../lib/device-label.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { accountRateRules } from '../../services/accounts/rate-rules.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';

export const secondFactorMessages = {
  stepUp: 'For your security, sign in again before you change two-factor sign-in: your last sign-in was more than 10 minutes ago.',
  noSetup: 'This setup has expired. Start again to get a new QR code.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  appAdded: 'Two-factor sign-in with your authenticator app is on.',
  appAddedWithCodes: 'Two-factor sign-in with your authenticator app is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They will not be shown again.',
  appRemoved: 'Your authenticator app no longer signs you in.',
  noApp: 'No authenticator app is set up on your account.',
  codesMade: 'Here are your new recovery codes: the old ones no longer work. They will not be shown again.',
  noFactor: 'Recovery codes stand in for a second factor: set up an authenticator app or a passkey first.',
  passkeyAdded: 'Your passkey has been added: you can sign in with it instead of your password.',
  passkeyAddedWithCodes: 'Your passkey has been added. Keep these recovery codes somewhere safe: each signs you in once if you lose your passkeys. They will not be shown again.',
  passkeyRefused: 'The passkey could not be added: the browser’s answer did not match. Please try again.',
  passkeyKnown: 'This passkey is registered already.',
  passkeyRenamed: 'The passkey has been renamed.',
  passkeyRemoved: 'The passkey has been removed.',
  passkeyNotFound: 'No passkey of yours has this id: it may have been removed already.',
} as const;

const recoveryCodesAnswer = (codes: string[] | null, withCodes: string, without: string): RecoveryCodesAnswer => ({ success: true, systemMessage: codes === null ? without : withCodes, recoveryCodes: codes ?? [] });

/**
 * Changing a factor needs a recent sign-in (step-up): 403 ten minutes after it, until the
 * owner signs in again. Counted too: each change costs against the account's hourly budget.
 */
async function requireRecentSignIn(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const user = request.user!;
  if (!request.server.secondFactors.mayChange(user)) return reply.code(403).send({ message: secondFactorMessages.stepUp, statusCode: 403 });
  const decision = await request.server.rateLimiter.hit(accountRateRules.secondFactorChangePerAccount, user.id);
  return decision.allowed ? undefined : sendTooManyRequests(reply, decision);
}

const stepUp = { preValidation: requireUser, preHandler: requireRecentSignIn };
const stepUpRefusals = { 403: 'The session signed in more than 10 minutes ago: sign in again first (step-up).', 429: refusals.tooMany };

/** The signed-in customer's second factors: an authenticator app, passkeys, recovery codes. Mounted inside accountRoutes. */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Account home'];
  app.get(
    '/secondFactors',
    {
      preValidation: requireUser,
      schema: { summary: 'The customer’s second factors', tags, operationId: 'listSecondFactors', response: apiResponses(described('The factors and until when this session may change them.', answers.secondFactors)) },
    },
    (request) => app.secondFactors.overview(request.user!),
  );

  app.post(
    '/authenticatorApp/setup',
    {
      ...stepUp,
      schema: { summary: 'Start setting up an authenticator app: a new secret and its QR code', description: 'Nothing changes until its first code is confirmed (15 minutes).', tags, operationId: 'setUpAuthenticatorApp', response: apiResponses(described('The secret.', answers.authenticatorAppSetup), stepUpRefusals) },
    },
    (request) => app.secondFactors.beginAuthenticatorApp(request.user!),
  );

  app.post<{ Body: AuthenticatorAppConfirmRequest }>(
    '/authenticatorApp',
    {
      ...stepUp,
      schema: {
        summary: 'Confirm the authenticator app with its first code',
        description: 'Replaces any app set up before. The account’s first factor comes with ten recovery codes, shown only in this answer.',
        tags,
        operationId: 'confirmAuthenticatorApp',
        body: authenticatorAppConfirmSchema,
        response: apiResponses(described('On; `recoveryCodes` empty unless new ones were made.', answers.recoveryCodes), { ...stepUpRefusals, 400: 'A wrong code, or no setup under way.' }),
      },
    },
    async (request, reply) => {
      const outcome = await app.secondFactors.confirmAuthenticatorApp(request.user!, request.body.code, sessionDeviceOf(request));
      if (outcome.kind === 'no-setup') return reply.code(400).send({ message: secondFactorMessages.noSetup, statusCode: 400 });
      if (outcome.kind === 'wrong-code') return reply.code(400).send({ message: secondFactorMessages.wrongCode, statusCode: 400, errors: { code: secondFactorMessages.wrongCode } });
      return recoveryCodesAnswer(outcome.recoveryCodes, secondFactorMessages.appAddedWithCodes, secondFactorMessages.appAdded);
    },
  );

  app.delete(
    '/authenticatorApp',
    { ...stepUp, schema: { summary: 'Remove the authenticator app', tags, operationId: 'removeAuthenticatorApp', response: apiResponses(described('Removed.', answers.service), { ...stepUpRefusals, 404: 'No app is set up.' }) } },
    async (request, reply) => {
      if (!(await app.secondFactors.removeAuthenticatorApp(request.user!, sessionDeviceOf(request)))) return reply.code(404).send({ message: secondFactorMessages.noApp, statusCode: 404 });
      return { success: true, systemMessage: secondFactorMessages.appRemoved } satisfies ServiceResponse;
    },
  );

  app.post(
    '/recoveryCodes',
    { ...stepUp, schema: { summary: 'Ten new recovery codes (the old ones stop working)', tags, operationId: 'remakeRecoveryCodes', response: apiResponses(described('The codes, shown only here.', answers.recoveryCodes), { ...stepUpRefusals, 409: 'The account has no second factor.' }) } },
    async (request, reply) => {
      const codes = await app.secondFactors.remakeRecoveryCodes(request.user!, sessionDeviceOf(request));
      if (codes === null) return reply.code(409).send({ message: secondFactorMessages.noFactor, statusCode: 409 });
      return { success: true, systemMessage: secondFactorMessages.codesMade, recoveryCodes: codes } satisfies RecoveryCodesAnswer;
    },
  );

  app.post(
    '/passkeys/options',
    { ...stepUp, schema: { summary: 'Start registering a passkey', tags, operationId: 'passkeyRegistrationOptions', response: apiResponses(described('WebAuthn creation options and their challenge’s id (5 minutes, once).', answers.passkeyOptions), stepUpRefusals) } },
    (request) => app.passkeys.registrationOptions(request.user!),
  );

  app.post<{ Body: PasskeyRegistrationRequest }>(
    '/passkeys',
    {
      ...stepUp,
      schema: {
        summary: 'Register a passkey with the browser’s answer',
        description: 'The origin must be PUBLIC_URL’s and the challenge this account’s. The account’s first factor comes with ten recovery codes.',
        tags,
        operationId: 'registerPasskey',
        body: passkeyRegistrationSchema,
        response: apiResponses(described('Added; `recoveryCodes` empty unless new ones were made.', answers.recoveryCodes), { ...stepUpRefusals, 400: 'The answer did not verify.', 409: 'That passkey is registered already.' }),
      },
    },
    async (request, reply) => {
      const { challengeId, response, name } = request.body;
      const outcome = await app.passkeys.register(request.user!, challengeId, response, name, sessionDeviceOf(request));
      if (outcome.kind === 'refused') return reply.code(400).send({ message: secondFactorMessages.passkeyRefused, statusCode: 400 });
      if (outcome.kind === 'registered-already') return reply.code(409).send({ message: secondFactorMessages.passkeyKnown, statusCode: 409 });
      return recoveryCodesAnswer(outcome.recoveryCodes, secondFactorMessages.passkeyAddedWithCodes, secondFactorMessages.passkeyAdded);
    },
  );

  app.patch<{ Params: { id: string }; Body: PasskeyNameRequest }>(
    '/passkeys/:id',
    {
      preValidation: requireUser,
      schema: { summary: 'Rename a passkey', tags, operationId: 'renamePasskey', params: passkeyIdParamsSchema, body: passkeyNameSchema, response: apiResponses(described('Renamed.', answers.service), { 404: 'The caller has no passkey with this id.' }) },
    },
    async (request, reply) => {
      if (!(await app.passkeys.rename(request.user!.id, request.params.id, request.body.name))) return reply.code(404).send({ message: secondFactorMessages.passkeyNotFound, statusCode: 404 });
      return { success: true, systemMessage: secondFactorMessages.passkeyRenamed } satisfies ServiceResponse;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/passkeys/:id',
    { ...stepUp, schema: { summary: 'Remove a passkey', tags, operationId: 'removePasskey', params: passkeyIdParamsSchema, response: apiResponses(described('Removed.', answers.service), { ...stepUpRefusals, 404: 'The caller has no passkey with this id.' }) } },
    async (request, reply) => {
      if (!(await app.passkeys.remove(request.user!.id, request.params.id, sessionDeviceOf(request)))) return reply.code(404).send({ message: secondFactorMessages.passkeyNotFound, statusCode: 404 });
      return { success: true, systemMessage: secondFactorMessages.passkeyRemoved } satisfies ServiceResponse;
    },
  );
}
