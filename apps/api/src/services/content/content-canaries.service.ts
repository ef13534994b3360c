import type { ContentCanaryView, ContentSection } from '@wtm/contract/content';
import { ReleaseRefused, type ContentReleases } from '@wtm/releases';
import type { Executor } from '../../db/schema.ts';
import { insertAuditLine } from '../../repositories/content-audit.repository.ts';
import { deletePublishedDrafts } from '../../repositories/content-drafts.repository.ts';
import { canaryView, draftedContentOf, liveEntriesOf, type Editor } from './content-studio.service.ts';
import { entriesReferenceProblems, type ContentReferences } from './content-references.ts';

export type CanaryStartOutcome =
  | { kind: 'started'; canary: ContentCanaryView; published: string[] }
  | { kind: 'nothing' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; message: string };

export type CanaryPromoteOutcome = { kind: 'promoted'; version: string; previous: string | undefined } | { kind: 'none' };

/** Editors' content canaries (docs/decisions/0056): a section's drafts to a share of visitors first, then to everyone or withdrawn. */
export interface ContentCanaries {
  start(editor: Editor, section: ContentSection, percent: number): Promise<CanaryStartOutcome>;
  promote(editor: Editor, section: ContentSection): Promise<CanaryPromoteOutcome>;
  /** False when no canary runs. */
  withdraw(editor: Editor, section: ContentSection): Promise<boolean>;
}

export interface ContentCanariesDeps {
  db: Executor;
  content: ContentReleases;
  /** Called after a switch, so this instance serves it at once (others at their next read). */
  afterSwitch: () => Promise<void>;
  references: ContentReferences;
  now?: () => number;
}

export function createContentCanaries({ db, content, afterSwitch, references, now = Date.now }: ContentCanariesDeps): ContentCanaries {
  const audit = (editor: Editor, section: ContentSection, action: 'canary' | 'canary-refused' | 'canary-promote' | 'canary-withdraw', before: unknown, after: unknown) =>
    insertAuditLine(db, { at: now(), actor_id: editor.id, actor_email: editor.email, action, section, entry: null, before: before === undefined ? null : JSON.stringify(before), after: JSON.stringify(after) });

  return {
    async start(editor, section, percent) {
      const drafted = await draftedContentOf(db, content, section);
      if (drafted === undefined) return { kind: 'nothing' };
      const { drafts, before, checked } = drafted;
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors as Record<string, string> };
      const broken = await entriesReferenceProblems(references, section, checked.value, drafts.map((draft) => draft.entry));
      if (Object.keys(broken).length > 0) return { kind: 'invalid', errors: broken };
      let started;
      try {
        started = await content.startCanary({ section, entries: checked.value }, percent, editor.id);
      } catch (error) {
        if (!(error instanceof ReleaseRefused)) throw error;
        await audit(editor, section, 'canary-refused', before, checked.value);
        return { kind: 'refused', message: error.message };
      }
      // The drafts are the canary's content now: it is what a promotion makes live.
      await deletePublishedDrafts(db, section, drafts.map((draft) => ({ entry: draft.entry, revision: Number(draft.revision) })));
      await audit(editor, section, 'canary', before, checked.value);
      await afterSwitch();
      return { kind: 'started', canary: canaryView(started.canary), published: drafts.map((draft) => draft.entry) };
    },

    async promote(editor, section) {
      const before = (await liveEntriesOf(content, section)) ?? {};
      const switched = await content.promoteCanary(section, editor.id);
      if (switched === undefined) return { kind: 'none' };
      await audit(editor, section, 'canary-promote', before, (await liveEntriesOf(content, section)) ?? {});
      await afterSwitch();
      return { kind: 'promoted', version: switched.version, previous: switched.previous };
    },

    async withdraw(editor, section) {
      const ended = await content.withdrawCanary(section);
      if (ended === undefined) return false;
      // What its visitors saw is in the line that started it; they see the live content again.
      await audit(editor, section, 'canary-withdraw', undefined, (await liveEntriesOf(content, section)) ?? {});
      await afterSwitch();
      return true;
    },
  };
}
