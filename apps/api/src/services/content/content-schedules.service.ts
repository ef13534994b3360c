import { validateSectionEntries, type ContentScheduleView, type ContentSection } from '@wtm/contract/content';
import { ReleaseRefused, type ContentReleases } from '@wtm/releases';
import type { Executor } from '../../db/schema.ts';
import { insertAuditLine } from '../../repositories/content-audit.repository.ts';
import { deletePublishedDrafts, listDrafts } from '../../repositories/content-drafts.repository.ts';
import { cancelSchedule, claimSchedule, dueScheduleIds, findSchedule, finishSchedule, insertSchedule, listSchedules, type ContentScheduleRow } from '../../repositories/content-schedules.repository.ts';
import type { Editor } from './content-studio.service.ts';
import { entriesReferenceProblems, type ContentReferences } from './content-references.ts';

/** A schedule may be at most this far ahead. */
export const MAX_SCHEDULE_AHEAD_MS = 400 * 24 * 3_600_000;
/** A run this long after its time says it ran late, and why. */
const LATE_AFTER_MS = 60_000;
/** A claimed run not finished after this long (its instance stopped) is claimed again. */
const STALE_RUN_MS = 10 * 60_000;

export type ScheduleOutcome = { kind: 'scheduled'; schedule: ContentScheduleView } | { kind: 'nothing' } | { kind: 'invalid'; errors: Record<string, string> };

export interface ContentSchedules {
  schedule(editor: Editor, section: ContentSection, at: number): Promise<ScheduleOutcome>;
  list(section: ContentSection): Promise<ContentScheduleView[]>;
  /** `ran`: it is running or finished already; `unknown`: no such schedule in the section. */
  cancel(editor: Editor, section: ContentSection, id: string): Promise<'cancelled' | 'ran' | 'unknown'>;
  /** Carries out every schedule due now that this instance claims first; how many it ran. */
  runDue(): Promise<number>;
}

export interface ContentSchedulesDeps {
  db: Executor;
  content: ContentReleases;
  afterSwitch: () => Promise<void>;
  references: ContentReferences;
  now?: () => number;
}

type ScheduledEntries = Record<string, { value: unknown; revision: number }>;

const viewOf = (row: ContentScheduleRow): ContentScheduleView => ({
  id: row.id,
  section: row.section,
  entries: Object.keys(JSON.parse(row.entries) as ScheduledEntries),
  at: new Date(Number(row.run_at)).toISOString(),
  by: row.created_by_email,
  state: row.state,
  ...(row.outcome === null ? {} : { outcome: row.outcome }),
});

const lateness = (ms: number) => (ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 3_600_000).toFixed(1)} h`);

/** Scheduled content releases (docs/decisions/0048): the section's drafts, published at a time by exactly one instance. */
export function createContentSchedules({ db, content, afterSwitch, references, now = Date.now }: ContentSchedulesDeps): ContentSchedules {
  const liveEntries = async (section: string) => ((await content.liveContent(section as ContentSection))?.entries ?? {}) as Record<string, unknown>;

  /** The schedule's entries over the content live at its time, checked whole, as a content release. */
  const carryOut = async (row: ContentScheduleRow) => {
    const section = row.section as ContentSection;
    const scheduled = JSON.parse(row.entries) as ScheduledEntries;
    const before = await liveEntries(section);
    const entries = { ...before, ...Object.fromEntries(Object.entries(scheduled).map(([entry, draft]) => [entry, draft.value])) };
    const at = now();
    const late = at - Number(row.run_at) > LATE_AFTER_MS ? `, ${lateness(at - Number(row.run_at))} late: no instance carried it out at its time` : '';
    const audit = (action: 'scheduled-publish' | 'scheduled-publish-refused', after: unknown) =>
      insertAuditLine(db, { at, actor_id: row.created_by, actor_email: row.created_by_email, action, section, entry: null, before: JSON.stringify(before), after: JSON.stringify(after) });
    const checked = validateSectionEntries(section, entries);
    // A page a link names may have gone with a code release since, or a picture from the store.
    const problems = checked.ok ? await entriesReferenceProblems(references, section, checked.value, Object.keys(scheduled)) : (checked.errors as Record<string, string>);
    if (!checked.ok || Object.keys(problems).length > 0) {
      await finishSchedule(db, row.id, 'refused', `Refused${late}: ${Object.values(problems)[0]!}`, at);
      await audit('scheduled-publish-refused', entries);
      return;
    }
    try {
      const { version } = await content.publish({ section, entries: checked.value }, row.created_by);
      await deletePublishedDrafts(db, section, Object.entries(scheduled).map(([entry, draft]) => ({ entry, revision: draft.revision })));
      await finishSchedule(db, row.id, 'done', `Published as ${version}${late}.`, at);
      await audit('scheduled-publish', checked.value);
      await afterSwitch();
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      await finishSchedule(db, row.id, 'refused', `Refused${late}: ${error.message}`, at);
      await audit('scheduled-publish-refused', checked.value);
    }
  };

  return {
    async schedule(editor, section, at) {
      const created = now();
      if (!(at > created)) return { kind: 'invalid', errors: { at: 'Choose a time in the future' } };
      if (at - created > MAX_SCHEDULE_AHEAD_MS) return { kind: 'invalid', errors: { at: 'Choose a time within 400 days' } };
      const drafts = await listDrafts(db, section);
      if (drafts.length === 0) return { kind: 'nothing' };
      const entries: ScheduledEntries = Object.fromEntries(drafts.map((draft) => [draft.entry, { value: JSON.parse(draft.value) as unknown, revision: Number(draft.revision) }]));
      const merged = { ...(await liveEntries(section)), ...Object.fromEntries(Object.entries(entries).map(([entry, draft]) => [entry, draft.value])) };
      const checked = validateSectionEntries(section, merged);
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors as Record<string, string> };
      const broken = await entriesReferenceProblems(references, section, checked.value, Object.keys(entries));
      if (Object.keys(broken).length > 0) return { kind: 'invalid', errors: broken };
      const row = await insertSchedule(db, { section, entries: JSON.stringify(entries), run_at: at, created_by: editor.id, created_by_email: editor.email, created_at: created });
      await insertAuditLine(db, { at: created, actor_id: editor.id, actor_email: editor.email, action: 'schedule', section, entry: null, before: null, after: JSON.stringify({ at: new Date(at).toISOString(), entries: Object.keys(entries) }) });
      return { kind: 'scheduled', schedule: viewOf(row) };
    },

    list: async (section) => (await listSchedules(db, section)).map(viewOf),

    async cancel(editor, section, id) {
      const at = now();
      if (!(await cancelSchedule(db, id, section, at))) return (await findSchedule(db, id))?.section === section ? 'ran' : 'unknown';
      const row = await findSchedule(db, id);
      await insertAuditLine(db, { at, actor_id: editor.id, actor_email: editor.email, action: 'schedule-cancelled', section, entry: null, before: JSON.stringify({ at: row === undefined ? null : new Date(Number(row.run_at)).toISOString() }), after: null });
      return 'cancelled';
    },

    async runDue() {
      let ran = 0;
      for (const id of await dueScheduleIds(db, now(), now() - STALE_RUN_MS)) {
        if (!(await claimSchedule(db, id, now(), now() - STALE_RUN_MS))) continue;
        const row = await findSchedule(db, id);
        if (row === undefined) continue;
        await carryOut(row);
        ran += 1;
      }
      return ran;
    },
  };
}
