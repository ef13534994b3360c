import { heldLeadsSchema, releaseDashboardSchema, toJsonSchema, userIdParamsSchema } from '@wtm/contract/api-schemas';
import { editorByEmailSchema, editorGrantSchema } from '@wtm/contract/content';
import { grantEditorByEmail, listEditors, setEditor } from '../../services/accounts/editor-grant.ts';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { listHeldLeads } from '../../services/leads/held-leads.ts';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/app/auth.ts';
import { releaseDashboard } from '../../services/telemetry/release-dashboard.ts';
import { apiResponses, described } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';

const editorAnswer = {
  type: 'object',
  required: ['id', 'email', 'name', 'since'],
  properties: { id: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, since: { type: 'string', format: 'date-time' } },
} as const;
const editorsAnswer = { type: 'object', required: ['editors'], properties: { editors: { type: 'array', items: editorAnswer } } } as const;

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

  app.get(
    '/editors',
    {
      preValidation: requireAdmin,
      schema: {
        summary: "The accounts that may edit the site's content (administrators)",
        tags: ['Administration'],
        operationId: 'listEditors',
        response: apiResponses(described('Every editor, the longest-standing first.', editorsAnswer), { 403: 'The caller is not an administrator.' }),
      },
    },
    async () => ({ editors: await listEditors(app.db) }),
  );

  app.post<{ Body: { email: string } }>(
    '/editors',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Make the account with this address an editor (administrators)',
        description: 'Granting it again keeps the first grant. It counts at the account’s next request; revoke it with `PUT /api/admin/users/{id}/editor`.',
        tags: ['Administration'],
        operationId: 'grantEditorByEmail',
        body: editorByEmailSchema,
        response: apiResponses(described('The editor.', editorAnswer), { 403: 'The caller is not an administrator.', 404: 'No account has this address.' }),
      },
    },
    async (request, reply) => {
      const editor = await grantEditorByEmail(app.db, request.body.email);
      if (editor === undefined) return reply.code(404).send({ message: 'No account has this email address: they register first.', statusCode: 404 });
      return editor;
    },
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
