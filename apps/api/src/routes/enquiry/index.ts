import { salesEnquirySchema, statusMessages, type SalesEnquiryRequest, type ServiceResponse } from '@wtm/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import { enquiryChallengeRule } from '../../services/sales-enquiry/rules.ts';
import { queueDueSalesDigest } from '../../services/sales-enquiry/digest.ts';
import { createSalesEnquiryService } from '../../services/sales-enquiry/sales-enquiry.service.ts';
import { answers, apiResponses, described, refusals } from '../answer-schemas.ts';
import { leadServiceDeps } from '../lead-service-deps.ts';
import { answerNoStore } from '../no-store.ts';

/** `POST /api/register/salesEnquiry`; mounted with the prefix `/api/register`. */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  const enquiries = createSalesEnquiryService(leadServiceDeps(app));

  // A flood's enquiries past the site-wide notice cap wait for one digest per window;
  // the mail worker queues it at the start of a pass once the window has ended.
  app.mailWorker.addProducer('sales enquiry digest', async () => {
    const digest = await queueDueSalesDigest({ db: app.db, outbox: app.outbox, salesEmail: app.config.salesEmail, publicUrl: app.config.publicUrl });
    if (digest !== undefined) app.log.info({ digestId: digest.digestId, enquiries: digest.count }, 'sales enquiry digest queued');
  });

  // Stores the enquiry, then queues the notice to SALES_EMAIL in the same transaction.
  // A filled honeypot gets the same answer, so a bot cannot tell (decision 0010).
  app.post<{ Body: SalesEnquiryRequest }>(
    '/salesEnquiry',
    {
      schema: {
        summary: 'Send a sales enquiry',
        description: 'Stored, then mailed to sales. `website` is a honeypot: people leave it empty.',
        tags: ['Sales enquiry'],
        operationId: 'salesEnquiry',
        body: salesEnquirySchema,
        response: apiResponses(described('Received.', answers.service), { 429: refusals.tooMany }),
      },
    },
    async (request, reply) => {
      const outcome = await enquiries.submit(request.body, { address: request.ip, key: clientAddressKey(request.ip) });
      if (outcome.kind === 'throttled') return sendTooManyRequests(reply, outcome.decision);
      if (outcome.kind === 'challenge-required') {
        request.log.info({ challenge: outcome.reason }, 'sales enquiry needs a solved challenge');
        return { success: false, systemMessage: enquiryChallengeRule.message, challengeRequired: true } satisfies ServiceResponse;
      }
      request.log.info({ enquiryId: outcome.id, spam: outcome.spam, heldForDigest: outcome.held }, 'sales enquiry received');
      app.metrics.salesEnquiries.inc();
      return { success: true, systemMessage: statusMessages.enquirySent } satisfies ServiceResponse;
    },
  );
}
