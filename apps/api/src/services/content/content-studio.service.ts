import { entryNamesOf, sectionEntryTypes, validateEntry, validateSectionEntries, type ContentAuditLine, type ContentCanaryView, type ContentDraft, type ContentSection, type SectionContentView } from '@wtm/contract/content';
import { ReleaseRefused, type ContentCanaryRecord, type ContentPreview, type ContentReleases } from '@wtm/releases';
import type { Executor } from '../../db/schema.ts';
import { insertAuditLine, listAuditLines } from '../../repositories/content-audit.repository.ts';
import type { PreviewLinks } from './preview-links.ts';
import { entriesReferenceProblems, referenceProblems, type ContentReferences } from './content-references.ts';
import { deletePublishedDrafts, findDraft, listDrafts, saveDraftIfAt, type ContentDraftRow } from '../../repositories/content-drafts.repository.ts';

/** The editor acting: who the audit names. */
export interface Editor {
  id: string;
  email: string;
}

export type SaveOutcome =
  | { kind: 'saved'; draft: ContentDraft }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'conflict'; theirs: ContentDraft };

export type PublishOutcome =
  | { kind: 'published'; version: string; published: string[] }
  | { kind: 'nothing' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; message: string };

export type PreviewOutcome =
  | { kind: 'preview'; version: string; token: string; expiresAt: number; paths: string[] }
  | { kind: 'nothing' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; message: string };

export type RollbackOutcome = { kind: 'rolled-back'; version: string; previous: string | undefined } | { kind: 'nothing'; message: string };

export interface ContentStudio {
  read(section: ContentSection): Promise<SectionContentView>;
  saveDraft(editor: Editor, section: ContentSection, entry: string, value: unknown, revision: number): Promise<SaveOutcome>;
  publish(editor: Editor, section: ContentSection): Promise<PublishOutcome>;
  /** The section's drafts rendered on its real pages, checked, behind a signed link; nothing switches. */
  preview(editor: Editor, section: ContentSection): Promise<PreviewOutcome>;
  /** The section's content live before the current one, again (as `pnpm rollback content`); drafts are kept. */
  rollback(editor: Editor, section: ContentSection): Promise<RollbackOutcome>;
  audit(section: ContentSection, limit?: number): Promise<ContentAuditLine[]>;
}

export interface ContentStudioDeps {
  db: Executor;
  content: ContentReleases;
  /** Called after a switch, so this instance serves it at once (others at their next read). */
  afterSwitch: () => Promise<void>;
  previewLinks: PreviewLinks;
  references: ContentReferences;
  now?: () => number;
}

const draftOf = (row: ContentDraftRow): ContentDraft => ({
  value: JSON.parse(row.value) as Record<string, unknown>,
  revision: Number(row.revision),
  updatedBy: row.updated_by,
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
});

export const canaryView = (canary: ContentCanaryRecord): ContentCanaryView => ({ version: canary.version, percent: canary.percent, startedAt: new Date(canary.startedAt).toISOString() });

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** A section's live entries, if it has released content. */
export const liveEntriesOf = async (content: ContentReleases, section: ContentSection) =>
  (await content.liveContent(section))?.entries as Record<string, Record<string, unknown>> | undefined;

/** The live content with every draft of the section in it, checked whole; undefined without drafts. */
export async function draftedContentOf(db: Executor, content: ContentReleases, section: ContentSection) {
  const drafts = await listDrafts(db, section);
  if (drafts.length === 0) return undefined;
  const before = (await liveEntriesOf(content, section)) ?? {};
  const entries: Record<string, unknown> = { ...before };
  for (const draft of drafts) entries[draft.entry] = JSON.parse(draft.value);
  return { drafts, before, checked: validateSectionEntries(section, entries) };
}

/** Drafts, publishing and the audit trail of the editors (docs/decisions/0044). */
export function createContentStudio({ db, content, afterSwitch, previewLinks, references, now = Date.now }: ContentStudioDeps): ContentStudio {
  const liveEntries = (section: ContentSection) => liveEntriesOf(content, section);
  const draftedContent = (section: ContentSection) => draftedContentOf(db, content, section);

  return {
    async read(section) {
      const live = await content.liveContent(section);
      const drafts = new Map((await listDrafts(db, section)).map((row) => [row.entry, draftOf(row)]));
      const types = sectionEntryTypes[section] as Record<string, string>;
      const canary = (await content.canaries()).find((one) => one.section === section);
      return {
        section,
        ...(live === undefined ? {} : { liveVersion: live.version }),
        ...(canary === undefined ? {} : { canary: canaryView(canary) }),
        entries: entryNamesOf(section).map((entry) => {
          const value = (live?.entries as Record<string, Record<string, unknown>> | undefined)?.[entry];
          const draft = drafts.get(entry);
          return { entry, type: types[entry]!, ...(value === undefined ? {} : { live: value }), ...(draft === undefined ? {} : { draft }) };
        }),
      };
    },

    async saveDraft(editor, section, entry, value, revision) {
      const checked = validateEntry(section, entry, value);
      if (!checked.ok) return { kind: 'invalid', errors: Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field === 'entry' ? 'entry' : `value.${field}`, message as string])) };
      const broken = await referenceProblems(references, section, entry, checked.value, 'value.');
      if (Object.keys(broken).length > 0) return { kind: 'invalid', errors: broken };
      const at = now();
      const before = await findDraft(db, section, entry);
      const saved = await saveDraftIfAt(db, { section, entry, value: JSON.stringify(checked.value), updated_by: editor.email, updated_at: at }, revision);
      if (!saved) {
        const theirs = await findDraft(db, section, entry);
        if (theirs !== undefined) return { kind: 'conflict', theirs: draftOf(theirs) };
        // The draft was published meanwhile: the live value is what the editor did not see.
        const live = (await liveEntries(section))?.[entry] ?? {};
        return { kind: 'conflict', theirs: { value: live, revision: 0, updatedBy: 'published', updatedAt: new Date(at).toISOString() } };
      }
      await insertAuditLine(db, {
        at,
        actor_id: editor.id,
        actor_email: editor.email,
        action: 'save-draft',
        section,
        entry,
        before: before === undefined ? json((await liveEntries(section))?.[entry]) : before.value,
        after: JSON.stringify(checked.value),
      });
      return { kind: 'saved', draft: { value: checked.value, revision: revision + 1, updatedBy: editor.email, updatedAt: new Date(at).toISOString() } };
    },

    async publish(editor, section) {
      const drafted = await draftedContent(section);
      if (drafted === undefined) return { kind: 'nothing' };
      const { drafts, before, checked } = drafted;
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors as Record<string, string> };
      // A page a draft links to may have gone with a code release since it was saved.
      const broken = await entriesReferenceProblems(references, section, checked.value, drafts.map((draft) => draft.entry));
      if (Object.keys(broken).length > 0) return { kind: 'invalid', errors: broken };
      let version: string;
      try {
        ({ version } = await content.publish({ section, entries: checked.value }, editor.id));
      } catch (error) {
        if (error instanceof ReleaseRefused) {
          await insertAuditLine(db, { at: now(), actor_id: editor.id, actor_email: editor.email, action: 'publish-refused', section, entry: null, before: JSON.stringify(before), after: JSON.stringify(checked.value) });
          return { kind: 'refused', message: error.message };
        }
        throw error;
      }
      await deletePublishedDrafts(db, section, drafts.map((draft) => ({ entry: draft.entry, revision: Number(draft.revision) })));
      await insertAuditLine(db, { at: now(), actor_id: editor.id, actor_email: editor.email, action: 'publish', section, entry: null, before: JSON.stringify(before), after: JSON.stringify(checked.value) });
      await afterSwitch();
      return { kind: 'published', version, published: drafts.map((draft) => draft.entry) };
    },

    async preview(editor, section) {
      const drafted = await draftedContent(section);
      if (drafted === undefined) return { kind: 'nothing' };
      const { before, checked } = drafted;
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors as Record<string, string> };
      let preview: ContentPreview;
      try {
        preview = await content.preview({ section, entries: checked.value });
      } catch (error) {
        if (error instanceof ReleaseRefused) return { kind: 'refused', message: error.message };
        throw error;
      }
      const link = previewLinks.sign({ section, version: preview.version, pageSet: preview.pageSet });
      await insertAuditLine(db, { at: now(), actor_id: editor.id, actor_email: editor.email, action: 'preview', section, entry: null, before: JSON.stringify(before), after: JSON.stringify(checked.value) });
      return { kind: 'preview', version: preview.version, token: link.token, expiresAt: link.expiresAt, paths: preview.paths };
    },

    async rollback(editor, section) {
      const before = (await liveEntries(section)) ?? {};
      let switched: { version: string; previous: string | undefined };
      try {
        switched = await content.rollback(section, editor.id);
      } catch (error) {
        if (error instanceof ReleaseRefused) return { kind: 'nothing', message: error.message };
        throw error;
      }
      const after = (await liveEntries(section)) ?? {};
      await insertAuditLine(db, { at: now(), actor_id: editor.id, actor_email: editor.email, action: 'rollback', section, entry: null, before: JSON.stringify(before), after: JSON.stringify(after) });
      await afterSwitch();
      return { kind: 'rolled-back', version: switched.version, previous: switched.previous };
    },

    async audit(section, limit = 100) {
      return (await listAuditLines(db, section, limit)).map((row) => ({
        at: new Date(Number(row.at)).toISOString(),
        actor: row.actor_email,
        action: row.action,
        section: row.section,
        ...(row.entry === null ? {} : { entry: row.entry }),
        ...(row.before === null ? {} : { before: JSON.parse(row.before) as unknown }),
        ...(row.after === null ? {} : { after: JSON.parse(row.after) as unknown }),
      }));
    },
  };
}
