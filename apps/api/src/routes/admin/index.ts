import { releaseDashboardSchema, toJsonSchema } from '@wtm/contract/api-schemas';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/app/auth.ts';
import { releaseDashboard } from '../../services/releases/release-dashboard.ts';
import { apiResponses, described } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

/** Administrators' calls (issue 30); mounted with the prefix `/api/admin`. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  app.get(
    '/releases',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Live and canary releases, history and real-visit figures per remote (administrators)',
        tags: ['Releases'],
        operationId: 'releaseDashboard',
        response: apiResponses(described('Per remote: live and canary releases, the last switches, hourly figures per release.', toJsonSchema(releaseDashboardSchema)), { 403: 'The caller is not an administrator.' }),
      },
    },
    async () => releaseDashboard(app.db, app.releases, app.canaries),
  );
}
