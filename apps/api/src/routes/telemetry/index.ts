import { telemetryBatchSchema, telemetryLimits, type TelemetryBatch } from '@wtm/contract';
import { knownPagePath } from '@wtm/releases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { answerError } from '../../plugins/app/error-handler.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import type { RateRule } from '../../services/rate-limiter.service.ts';
import { recordTelemetry } from '../../services/telemetry/telemetry.service.ts';
import { answers, described, refusals } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

export const telemetryRule: RateRule = {
  name: 'telemetry-per-address',
  limit: telemetryLimits.beaconsPerMinute,
  windowMs: 60_000,
  message: 'Too many reports from this address. Please wait a minute.',
};

export const TELEMETRY_TOO_LARGE = `A telemetry beacon is at most ${telemetryLimits.bodyBytes / 1024} KB`;

/** Do Not Track or Global Privacy Control: the visitor asked not to be measured. */
export function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

const accepted = { description: 'Stored, or ignored when the request carries `DNT: 1` or `Sec-GPC: 1`.', type: 'null' };

/**
 * `POST /api/telemetry` (docs/decisions/0034): a page's Web Vitals and failures,
 * sent by the shell with navigator.sendBeacon. The address only counts toward the rate
 * limit (as every limit, a counter that ends with its window); it is not stored.
 */
export async function telemetryRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  app.post<{ Body: TelemetryBatch }>(
    '/telemetry',
    {
      bodyLimit: telemetryLimits.bodyBytes,
      // Opted-out visitors are answered before their body is even read.
      onRequest: async (request, reply) => {
        if (!optedOut(request)) return undefined;
        app.metrics.telemetryBeacons.inc({ outcome: 'opted-out' });
        return reply.code(204).send();
      },
      onResponse: async (_request, reply) => {
        if (reply.statusCode >= 400) app.metrics.telemetryBeacons.inc({ outcome: 'refused' });
      },
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        const decision = await app.rateLimiter.hit(telemetryRule, clientAddressKey(request.ip));
        return decision.allowed ? undefined : sendTooManyRequests(reply, decision);
      },
      errorHandler: (error, request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: TELEMETRY_TOO_LARGE, statusCode: 413 });
        return answerError(error, request, reply);
      },
      schema: {
        summary: "Report a page view's Web Vitals and failures",
        description: 'Sent by the shell with `navigator.sendBeacon`; no personal data. A body over 16 KB is refused with 413.',
        tags: ['Telemetry'],
        operationId: 'reportTelemetry',
        body: telemetryBatchSchema,
        response: {
          204: accepted,
          413: described(TELEMETRY_TOO_LARGE, answers.error),
          429: described(refusals.tooMany, answers.error),
          503: described('The database is unavailable.', answers.unavailable),
          default: described('Any other error.', answers.error),
        },
      },
    },
    async (request, reply) => {
      const { pages } = app.liveReleases.current();
      await recordTelemetry(app.db, request.body, {
        eventsPerMinute: (app.config.budgets ?? DEFAULT_ABUSE_BUDGETS).telemetryEventsPerMinute,
        knownPath: (path) => knownPagePath(pages, path),
      });
      app.metrics.telemetryBeacons.inc({ outcome: 'accepted' });
      return reply.code(204).send();
    },
  );
}
