import type { FastifyInstance } from 'fastify';
import { answerNoStore } from '../no-store.ts';

export const HANDOFF_REFUSED: Record<'invalid' | 'expired' | 'used', string> = {
  invalid: 'The hand-off token is not valid.',
  expired: 'The hand-off token has expired.',
  used: 'The hand-off token has already been used.',
};

/**
 * `POST /api/handoff/verify` `{ token }` (issue 4): what a product calls with the
 * `handoff` parameter of the URL it was opened with. Valid once: the first call answers
 * who reached which workspace, every later one `used`. Mounted with the prefix
 * `/api/handoff`; like every POST under /api it needs the XSRF pair (README).
 */
export async function handoffRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);

  app.post('/verify', async (request, reply) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.trim() === '') return reply.code(400).send({ message: 'token is required', statusCode: 400 });
    const result = await app.handoff.verify(token.trim());
    if (!result.ok) {
      request.log.info({ reason: result.reason }, 'hand-off refused');
      return { success: false, reason: result.reason, systemMessage: HANDOFF_REFUSED[result.reason] };
    }
    const { userId, email, productCode, workspace } = result.handedOver;
    return {
      success: true,
      systemMessage: 'Hand-off accepted.',
      userId,
      email,
      productCode,
      productName: app.products.catalogue.get(productCode).name,
      workspace,
    };
  });
}
