import { heldLeadsSchema, releaseDashboardSchema, toJsonSchema, userIdParamsSchema } from '@wtm/contract/api-schemas';
import { editorGrantSchema } from '@wtm/contract/content';
import { setEditor } from '../../services/accounts/editor-grant.ts';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { listHeldLeads } from '../../services/leads/held-leads.ts';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/app/auth.ts';
import { releaseDashboard } from '../../services/telemetry/release-dashboard.ts';
import { apiResponses, described } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

/** Administrators' calls; mounted with the prefix `/api/admin`. */
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

  app.get(
    '/heldLeads',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Enquiries and webinar sign-ups waiting in the held queue (administrators)',
        description: 'Leads stored past the site-wide ceiling an hour (`LEADS_PER_HOUR`): kept, nobody mailed, no seat taken. The oldest 200 of each, and how many there are.',
        tags: ['Administration'],
        operationId: 'heldLeads',
        response: apiResponses(described('The held queue, oldest first.', toJsonSchema(heldLeadsSchema)), { 403: 'The caller is not an administrator.' }),
      },
    },
    async () => listHeldLeads(app.db, (app.config.budgets ?? DEFAULT_ABUSE_BUDGETS).leadsPerHour),
  );

  app.put<{ Params: { id: string }; Body: { editor: boolean } }>(
    '/users/:id/editor',
    {
      preValidation: requireAdmin,
      schema: {
        summary: "Make an account an editor of the site's content, or no longer one (administrators)",
        description: 'The editor grant is beside the role: an administrator edits content only once granted it too. It counts at the account’s next request.',
        tags: ['Administration'],
        operationId: 'grantEditor',
        params: userIdParamsSchema,
        body: editorGrantSchema,
        response: apiResponses(
          described('The account and its grant.', { type: 'object', required: ['id', 'editor'], properties: { id: { type: 'string' }, editor: { type: 'boolean' } } }),
          { 403: 'The caller is not an administrator.', 404: 'No user has this id.' },
        ),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await setEditor(app.db, id, request.body.editor))) return reply.code(404).send({ message: 'User not found', statusCode: 404 });
      return { id, editor: request.body.editor };
    },
  );
}
