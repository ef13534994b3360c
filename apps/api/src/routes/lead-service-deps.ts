import type { FastifyInstance } from 'fastify';
import { DEFAULT_ABUSE_BUDGETS } from '../config/abuse-budgets.ts';
import type { LeadServiceDeps } from '../services/leads/lead-intake.ts';

/** The app's parts a lead form's service (sales enquiries, webinar sign-ups) is built from. */
export function leadServiceDeps(app: FastifyInstance): LeadServiceDeps {
  return {
    db: app.db,
    outbox: app.outbox,
    rateLimiter: app.rateLimiter,
    challenges: app.challenges,
    wakeMailWorker: () => app.mailWorker.wake(),
    salesEmail: app.config.salesEmail,
    publicUrl: app.config.publicUrl,
    leadsPerHour: (app.config.budgets ?? DEFAULT_ABUSE_BUDGETS).leadsPerHour,
  };
}
