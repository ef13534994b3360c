import type { HandoffAccepted, HandoffRefused, HandoffVerifyRequest } from '@wtm/contract';
import { handoffVerifyRequestSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance } from 'fastify';
import { answers, apiResponses, described } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

export const HANDOFF_REFUSED: Record<'invalid' | 'expired' | 'used', string> = {
  invalid: 'The hand-off token is not valid.',
  expired: 'The hand-off token has expired.',
  used: 'The hand-off token has already been used.',
};

/**
 * `POST /api/handoff/verify` `{ token }`: what a product calls with the
 * `handoff` parameter of the URL it was opened with. Valid once: the first call answers
 * who reached which workspace, every later one `used`. Mounted with the prefix
 * `/api/handoff`; like every POST under /api it needs the XSRF pair (README).
 */
export async function handoffRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  app.post<{ Body: HandoffVerifyRequest }>(
    '/verify',
    {
      schema: {
        summary: 'Verify a hand-off token (once)',
        description:
          'Called by a product, server to server, with the `handoff` parameter of the URL it was opened with. No XSRF pair: the token is the only credential. `email_verified`: whether the person has confirmed their address (products open only for confirmed addresses; the token carries the same claim).',
        tags: ['Hand-off'],
        operationId: 'verifyHandoff',
        body: handoffVerifyRequestSchema,
        response: apiResponses(described('Who reached which product and workspace; or why the token is refused.', answers.handoff)),
      },
    },
    async (request) => {
      const result = await app.handoff.verify(request.body.token);
      app.metrics.handoffs.inc({ outcome: result.ok ? 'valid' : 'invalid' });
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'hand-off refused');
        return { success: false, reason: result.reason, systemMessage: HANDOFF_REFUSED[result.reason] } satisfies HandoffRefused;
      }
      const { userId, email, productCode, workspace, emailVerified } = result.handedOver;
      return {
        success: true,
        systemMessage: 'Hand-off accepted.',
        userId,
        email,
        productCode,
        productName: app.products.catalogue.get(productCode).name,
        workspace,
        email_verified: emailVerified,
      } satisfies HandoffAccepted;
    },
  );
}
