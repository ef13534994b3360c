import type { CheckProductClientQuery, ConfirmAssignProductQuery, MyProductQuery } from '@wtm/contract';
import { checkProductClientQuerySchema, confirmAssignProductQuerySchema, myProductQuerySchema, type QueryText } from '@wtm/contract/api-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, sendNoAccess } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { catalogueMessages, checkPlanCode, checkProductCode, type ServerProduct } from '../../services/products/catalogue.ts';
import type { ProductOutcome } from '../../services/products/products.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';
import { accountDeletionRoutes } from './account-deletion.ts';
import { dataExportRoutes } from './data-export.ts';
import { emailChangeRoutes } from './email-change.ts';
import { securityHistoryRoutes } from './security-history.ts';
import { passwordChangeRoutes } from './password-change.ts';
import { resendVerificationRoutes } from './resend-verification.ts';
import { sessionsRoutes } from './sessions.ts';
import { secondFactorRoutes } from './second-factors.ts';

export const CLIENT_NOT_FOUND = 'User not found';
/** Products open and start only for a confirmed address. */
export const EMAIL_NOT_VERIFIED =
  'Please confirm your email address before you start or open a product: use the link in the mail we sent you, or ask for a new one on My Account.';

function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ message, statusCode: 400 });
}

/**
 * The client the call is about: the caller, or anyone for an administrator. Sends the
 * 400, 403 or 404 itself and answers undefined when it did.
 */
async function clientOf(request: FastifyRequest, reply: FastifyReply, clientId: string) {
  const access = await request.server.products.access(request.user!, clientId);
  if (access.kind !== 'ok') {
    sendAccessRefused(reply, access.kind);
    return undefined;
  }
  return access.client;
}

/** The 403 (another customer's id) or 404 (an administrator naming an unknown id). */
function sendAccessRefused(reply: FastifyReply, kind: 'forbidden' | 'not-found'): FastifyReply {
  return kind === 'forbidden' ? sendNoAccess(reply) : reply.code(404).send({ message: CLIENT_NOT_FOUND, statusCode: 404 });
}

/** The catalogue product for a product code, or a 400 sent. */
function productOf(request: FastifyRequest, reply: FastifyReply, code: string): ServerProduct | undefined {
  const check = checkProductCode(code);
  if (!check.ok) {
    badRequest(reply, check.message);
    return undefined;
  }
  return request.server.products.catalogue.get(check.value);
}

function send(reply: FastifyReply, outcome: ProductOutcome) {
  switch (outcome.kind) {
    case 'throttled':
      return sendTooManyRequests(reply, outcome.decision);
    case 'unverified':
      return reply.code(403).send({ message: EMAIL_NOT_VERIFIED, statusCode: 403 });
    case 'answer':
      return outcome.answer;
  }
}

const accessRefusals = { 403: refusals.notYours, 404: 'No user has this clientId (an administrator asked).' };
const productRefusals = { 403: `${refusals.notYours} Or the caller has not confirmed their email address yet.`, 404: accessRefusals[404] };
const assignmentRefusals = { ...productRefusals, 429: refusals.tooMany };

/**
 * The account home calls; mounted with the prefix `/api/account`.
 * All need a bearer session; clientId must be the caller's own id unless the caller is
 * an administrator. Order of checks: 401, then the parameters' rules (400, the
 * contract's query schemas), then the clientId (403/404), then the codes (400).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  app.get<{ Querystring: MyProductQuery }>(
    '/myProduct',
    {
      preValidation: requireUser,
      schema: {
        summary: 'The products a customer uses and can still start',
        description:
          'Also whether the address is confirmed (`emailVerified`), each product in use with its pricing plan and trial end, and `trialChoice`: the product chosen before registering, while it has not been started.',
        tags: ['Account home'],
        operationId: 'myProduct',
        querystring: myProductQuerySchema,
        response: apiResponses(described('Both lists.', answers.myProduct), accessRefusals),
      },
    },
    async (request, reply) => {
      // Only the id is needed: the caller's own one is not looked up again.
      const access = await app.products.accessId(request.user!, request.query.clientId);
      if (access.kind !== 'ok') return sendAccessRefused(reply, access.kind);
      return app.products.lists(access.clientId);
    },
  );

  // The screen sends the product's code as productCode and parentProductCode alike; every
  // product of the catalogue is its own parent, so any other parent is refused.
  app.get<{ Querystring: QueryText<CheckProductClientQuery> }>(
    '/checkProductClient',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Open a product the customer uses',
        description: 'Answers the projectUrl to send the browser to (with a single-use hand-off token) and both lists. productCode and parentProductCode are the same code.',
        tags: ['Account home'],
        operationId: 'checkProductClient',
        querystring: checkProductClientQuerySchema,
        response: apiResponses(described('`projectUrl` when `success` is true, and both lists.', answers.productAssignment), assignmentRefusals),
      },
    },
    async (request, reply) => {
      const { clientId, productCode, parentProductCode } = request.query;
      const client = await clientOf(request, reply, clientId);
      if (client === undefined) return reply;
      const product = productOf(request, reply, productCode);
      if (product === undefined) return reply;
      if (parentProductCode !== product.code) {
        return badRequest(reply, checkProductCode(parentProductCode).ok ? catalogueMessages.parentMismatch(product) : catalogueMessages.unknownProduct);
      }
      return send(reply, await app.products.open(request.user!, client, product));
    },
  );

  app.get<{ Querystring: QueryText<ConfirmAssignProductQuery> }>(
    '/confirmAssignProduct',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Start a product for the customer on a plan',
        description: 'Creates the workspace (once, also when several calls race) and answers the projectUrl and both lists. planCode: SAEN (ACCOUNT), SCEN (CRM), SSEN (SERVICE).',
        tags: ['Account home'],
        operationId: 'confirmAssignProduct',
        querystring: confirmAssignProductQuerySchema,
        response: apiResponses(described('`projectUrl` when `success` is true, and both lists.', answers.productAssignment), assignmentRefusals),
      },
    },
    async (request, reply) => {
      const { clientId, productCode, planCode } = request.query;
      const client = await clientOf(request, reply, clientId);
      if (client === undefined) return reply;
      const product = productOf(request, reply, productCode);
      if (product === undefined) return reply;
      const plan = checkPlanCode(planCode, product);
      if (!plan.ok) return badRequest(reply, plan.message);
      const outcome = await app.products.start(request.user!, client, product, plan.value);
      if (outcome.kind === 'answer' && outcome.answer.success) app.metrics.productStarts.inc({ product: product.code });
      return send(reply, outcome);
    },
  );

  await app.register(resendVerificationRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(sessionsRoutes);
  await app.register(secondFactorRoutes);
  await app.register(emailChangeRoutes);
  await app.register(securityHistoryRoutes);
  await app.register(dataExportRoutes);
  await app.register(accountDeletionRoutes);
}
