import type { FastifyInstance } from 'fastify';
import { sessionDeviceOf } from '../../lib/device-label.ts';
import { requireUser, sendSessionEnded } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { exportAccountData } from '../../services/accounts/data-export.service.ts';
import { accountRateRules } from '../../services/accounts/rate-rules.ts';
import { checkLimits } from '../../services/throttled.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';

/** `GET /api/account/export`: "Download my data", the caller's own only. Mounted inside accountRoutes (prefix `/api/account`). */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/export',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Everything the site holds on the signed-in customer, as a JSON file',
        description:
          'The account, its products, the sales enquiries and webinar registrations sent with its address, its sessions and known browsers, its security history and the mails sent to it (without their bodies). Made on request, an attachment; 10 an hour per account.',
        tags: ['Account home'],
        operationId: 'exportAccountData',
        response: apiResponses(described('The data, as `wtm-account-data.json`.', answers.accountDataExport), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const throttled = await checkLimits(app.rateLimiter, [[accountRateRules.dataExportPerAccount, user.id]]);
      if (throttled) return sendTooManyRequests(reply, throttled.decision);
      const data = await exportAccountData(app.db, app.securityHistory, user.id, Date.now());
      if (data === undefined) return sendSessionEnded(reply);
      await app.securityHistory.record(user.id, 'data-exported', sessionDeviceOf(request));
      return reply.header('content-disposition', 'attachment; filename="wtm-account-data.json"').header('cache-control', 'no-store').send(data);
    },
  );
}
