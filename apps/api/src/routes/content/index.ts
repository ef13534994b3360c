import { contentCanarySchema, contentEntryParamsSchema, contentScheduleParamsSchema, contentSectionParamsSchema, saveDraftSchema, scheduleContentSchema, type ContentSection } from '@wtm/contract/content';
import { ReleaseRefused } from '@wtm/releases';
import type { FastifyInstance } from 'fastify';
import { requireEditor } from '../../plugins/app/auth.ts';
import { apiResponses, described } from '../answer-schemas.ts';
import { answerNoStore } from '../no-store.ts';
import { PREVIEW_LINK_HOURS } from '../../services/content/preview-links.ts';
import { contentAnswers, scheduleListAnswer } from './answers.ts';
import { contentPictureRoutes } from './content-pictures.ts';

interface SectionParams {
  Params: { section: ContentSection };
}
interface EntryParams {
  Params: { section: ContentSection; entry: string };
  Body: { value: Record<string, unknown>; revision: number };
}

const NOT_AN_EDITOR = 'The caller is not an editor (an administrator grants it).';

/** The editors' calls (docs/decisions/0044); mounted with the prefix `/api/content`. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  answerNoStore(app);
  await app.register(contentPictureRoutes);
  const editor = (request: { user: { id: string; email: string } | null }) => ({ id: request.user!.id, email: request.user!.email });

  app.get<SectionParams>(
    '/:section',
    {
      preValidation: requireEditor,
      schema: {
        summary: "A section's content entries: the live value and any draft of each (editors)",
        tags: ['Content'],
        operationId: 'readContent',
        params: contentSectionParamsSchema,
        response: apiResponses(described('The entries of the section.', contentAnswers.section), { 403: NOT_AN_EDITOR }),
      },
    },
    async (request) => app.contentStudio.read(request.params.section),
  );

  app.put<EntryParams>(
    '/:section/:entry/draft',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Save an entry's draft, checked by its content type (editors)",
        description: 'Send the draft revision the value was edited from (0 when there was none). A value its type refuses is a 400 naming the field (`value.plans[2].prices.INR`); a draft saved by someone else since is a 409 with both versions, and nothing is overwritten.',
        tags: ['Content'],
        operationId: 'saveContentDraft',
        params: contentEntryParamsSchema,
        body: saveDraftSchema,
        response: {
          ...apiResponses(described('The saved draft.', contentAnswers.draft), { 403: NOT_AN_EDITOR }),
          409: described('Another save came first: their draft and yours, nothing overwritten.', contentAnswers.conflict),
        },
      },
    },
    async (request, reply) => {
      const { section, entry } = request.params;
      const outcome = await app.contentStudio.saveDraft(editor(request), section, entry, request.body.value, request.body.revision);
      if (outcome.kind === 'invalid') return reply.code(400).send({ message: Object.values(outcome.errors)[0], statusCode: 400, errors: outcome.errors });
      if (outcome.kind === 'conflict') {
        return reply.code(409).send({ message: 'This entry was saved by someone else since you opened it: compare the two versions, then save again.', statusCode: 409, yours: request.body, theirs: outcome.theirs });
      }
      return outcome.draft;
    },
  );

  app.post<SectionParams>(
    '/:section/publish',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Publish a section's drafts as a content release (editors)",
        description: "Stores the section's content version, prerenders the pages it changes and runs their checks, then switches every instance to it at the next request. A page that fails refuses it (422, with the reason): nothing switches, the drafts stay.",
        tags: ['Content'],
        operationId: 'publishContent',
        params: contentSectionParamsSchema,
        response: apiResponses(described('The new live content version.', contentAnswers.published), { 403: NOT_AN_EDITOR, 409: 'The section has no drafts to publish.', 422: 'A page failed its checks: the release was refused, nothing switched.' }),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const outcome = await app.contentStudio.publish(editor(request), section);
      if (outcome.kind === 'nothing') return reply.code(409).send({ message: `The ${section} section has no drafts to publish.`, statusCode: 409 });
      if (outcome.kind === 'invalid') return reply.code(400).send({ message: Object.values(outcome.errors)[0], statusCode: 400, errors: outcome.errors });
      if (outcome.kind === 'refused') return reply.code(422).send({ message: outcome.message, statusCode: 422 });
      return { section, version: outcome.version, published: outcome.published };
    },
  );

  app.post<SectionParams>(
    '/:section/preview',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Render a section's drafts on its real pages, behind a signed link (editors)",
        description: `Renders the section's pages with the live shell and remote and the live content with every draft in it, and runs the release's page checks on them; nothing switches. The answer's links open each page at its own address with \`?preview=<token>\`: signed, read-only, never cached or indexed, expiring after ${PREVIEW_LINK_HOURS} hours. A page that fails its checks is a 422 with the reason, as publishing would be.`,
        tags: ['Content'],
        operationId: 'previewContent',
        params: contentSectionParamsSchema,
        response: apiResponses(described("The draft's pages and their links.", contentAnswers.preview), { 403: NOT_AN_EDITOR, 409: 'The section has no drafts to preview.', 422: 'A page failed its checks: it would be refused at publish.' }),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const outcome = await app.contentStudio.preview(editor(request), section);
      if (outcome.kind === 'nothing') return reply.code(409).send({ message: `The ${section} section has no drafts to preview.`, statusCode: 409 });
      if (outcome.kind === 'invalid') return reply.code(400).send({ message: Object.values(outcome.errors)[0], statusCode: 400, errors: outcome.errors });
      if (outcome.kind === 'refused') return reply.code(422).send({ message: outcome.message, statusCode: 422 });
      const query = `?preview=${encodeURIComponent(outcome.token)}`;
      return { section, version: outcome.version, expiresAt: new Date(outcome.expiresAt).toISOString(), pages: outcome.paths.map((path) => ({ path, href: path + query })) };
    },
  );

  app.post<SectionParams & { Body: { at: string } }>(
    '/:section/schedules',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Schedule a section's drafts to be published at a time (editors)",
        description:
          'At that time (within 15 seconds) one instance publishes the drafts as they are now over the content live then, as a content release: rendered, checked, switched. A schedule missed while every instance was down runs at the next start, and its outcome says how late. The drafts stay editable; a draft saved again after scheduling is not taken away when it runs.',
        tags: ['Content'],
        operationId: 'scheduleContent',
        params: contentSectionParamsSchema,
        body: scheduleContentSchema,
        response: apiResponses(described('The schedule.', contentAnswers.schedule), { 403: NOT_AN_EDITOR, 409: 'The section has no drafts to schedule.' }, 201),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const outcome = await app.contentSchedules.schedule(editor(request), section, Date.parse(request.body.at));
      if (outcome.kind === 'nothing') return reply.code(409).send({ message: `The ${section} section has no drafts to schedule.`, statusCode: 409 });
      if (outcome.kind === 'invalid') return reply.code(400).send({ message: Object.values(outcome.errors)[0], statusCode: 400, errors: outcome.errors });
      return reply.code(201).send(outcome.schedule);
    },
  );

  app.get<SectionParams>(
    '/:section/schedules',
    {
      preValidation: requireEditor,
      schema: {
        summary: "A section's scheduled content releases: pending ones first, then the newest 20 that ran or were cancelled (editors)",
        tags: ['Content'],
        operationId: 'listContentSchedules',
        params: contentSectionParamsSchema,
        response: apiResponses(described('The schedules.', scheduleListAnswer), { 403: NOT_AN_EDITOR }),
      },
    },
    async (request) => app.contentSchedules.list(request.params.section),
  );

  app.delete<{ Params: { section: ContentSection; id: string } }>(
    '/:section/schedules/:id',
    {
      preValidation: requireEditor,
      schema: {
        summary: 'Cancel a scheduled content release that has not run (editors)',
        tags: ['Content'],
        operationId: 'cancelContentSchedule',
        params: contentScheduleParamsSchema,
        response: apiResponses({ description: 'Cancelled.', type: 'null' }, { 403: NOT_AN_EDITOR, 404: 'No such schedule in the section.', 409: 'It has run, or is running, already.' }, 204),
      },
    },
    async (request, reply) => {
      const { section, id } = request.params;
      const outcome = await app.contentSchedules.cancel(editor(request), section, id);
      if (outcome === 'cancelled') return reply.code(204).send();
      return outcome === 'ran' ? reply.code(409).send({ message: 'This schedule has run, or is running, already.', statusCode: 409 }) : reply.callNotFound();
    },
  );

  app.post<SectionParams & { Body: { percent: number } }>(
    '/:section/canary',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Publish a section's drafts to a share of visitors first: a content canary (editors)",
        description:
          "Stores the section's content version, prerenders and checks its pages as a publish does, then serves it to `percent` % of visitors beside the live content, each visitor kept on one side by the cohort cookie. Replaces a content canary of the section. Promote it to make it live for everyone, or withdraw it. Refused (422) for the shell, while the section's code runs a canary, or when a page fails its checks: nothing switches, the drafts stay.",
        tags: ['Content'],
        operationId: 'startContentCanary',
        params: contentSectionParamsSchema,
        body: contentCanarySchema,
        response: apiResponses(described('The canary running.', contentAnswers.canaryStarted), { 403: NOT_AN_EDITOR, 409: 'The section has no drafts.', 422: 'Refused: the reason says why; nothing switched.' }, 201),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const outcome = await app.contentCanaries.start(editor(request), section, request.body.percent);
      if (outcome.kind === 'nothing') return reply.code(409).send({ message: `The ${section} section has no drafts to publish.`, statusCode: 409 });
      if (outcome.kind === 'invalid') return reply.code(400).send({ message: Object.values(outcome.errors)[0], statusCode: 400, errors: outcome.errors });
      if (outcome.kind === 'refused') return reply.code(422).send({ message: outcome.message, statusCode: 422 });
      return reply.code(201).send({ section, canary: outcome.canary, published: outcome.published });
    },
  );

  app.post<SectionParams>(
    '/:section/canary/promote',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Make a section's content canary live for everyone (editors)",
        tags: ['Content'],
        operationId: 'promoteContentCanary',
        params: contentSectionParamsSchema,
        response: apiResponses(described('The content live for everyone now, and the one it replaced.', contentAnswers.rolledBack), { 403: NOT_AN_EDITOR, 404: 'No content canary runs in the section.', 422: 'A page failed its checks with what is live now: nothing switched.' }),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      let outcome;
      try {
        outcome = await app.contentCanaries.promote(editor(request), section);
      } catch (error) {
        if (error instanceof ReleaseRefused) return reply.code(422).send({ message: error.message, statusCode: 422 });
        throw error;
      }
      if (outcome.kind === 'none') return reply.code(404).send({ message: `No content canary runs in the ${section} section.`, statusCode: 404 });
      return { section, version: outcome.version, previous: outcome.previous };
    },
  );

  app.delete<SectionParams>(
    '/:section/canary',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Withdraw a section's content canary: everyone gets the live content again (editors)",
        tags: ['Content'],
        operationId: 'withdrawContentCanary',
        params: contentSectionParamsSchema,
        response: apiResponses({ description: 'Withdrawn.', type: 'null' }, { 403: NOT_AN_EDITOR, 404: 'No content canary runs in the section.' }, 204),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      if (await app.contentCanaries.withdraw(editor(request), section)) return reply.code(204).send();
      return reply.code(404).send({ message: `No content canary runs in the ${section} section.`, statusCode: 404 });
    },
  );

  app.post<SectionParams>(
    '/:section/rollback',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Put a section's previous content back (editors)",
        description: 'The content live before the current one, live again on every instance at the next request (its pages were rendered with it). Drafts are kept.',
        tags: ['Content'],
        operationId: 'rollbackContent',
        params: contentSectionParamsSchema,
        response: apiResponses(described('The content version live now, and the one it replaced.', contentAnswers.rolledBack), { 403: NOT_AN_EDITOR, 409: 'The section has no earlier content to go back to.' }),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const outcome = await app.contentStudio.rollback(editor(request), section);
      if (outcome.kind === 'nothing') return reply.code(409).send({ message: outcome.message, statusCode: 409 });
      return { section, version: outcome.version, previous: outcome.previous };
    },
  );

  app.get<SectionParams>(
    '/:section/audit',
    {
      preValidation: requireEditor,
      schema: {
        summary: "Who changed what in a section's content, and when (editors)",
        tags: ['Content'],
        operationId: 'contentAudit',
        params: contentSectionParamsSchema,
        response: apiResponses(described('The newest 100 actions, newest first, with the values before and after.', contentAnswers.audit), { 403: NOT_AN_EDITOR }),
      },
    },
    async (request) => app.contentStudio.audit(request.params.section),
  );
}
