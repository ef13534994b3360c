import type { Selectable } from 'kysely';
import type { ContentDraftsTable, EpochMs, Executor } from '../db/schema.ts';

export type ContentDraftRow = Selectable<ContentDraftsTable>;

export function listDrafts(db: Executor, section: string): Promise<ContentDraftRow[]> {
  return db.selectFrom('content_drafts').selectAll().where('section', '=', section).orderBy('entry').execute();
}

export function findDraft(db: Executor, section: string, entry: string): Promise<ContentDraftRow | undefined> {
  return db.selectFrom('content_drafts').selectAll().where('section', '=', section).where('entry', '=', entry).executeTakeFirst();
}

/**
 * Saves revision `from + 1` of the entry's draft if its stored revision is still `from`
 * (0: no draft yet); false when another save came first. One statement each way, so two
 * editors saving at once cannot both win.
 */
export async function saveDraftIfAt(db: Executor, draft: { section: string; entry: string; value: string; updated_by: string; updated_at: EpochMs }, from: number): Promise<boolean> {
  if (from === 0) {
    const inserted = await db
      .insertInto('content_drafts')
      .values({ ...draft, revision: 1 })
      .onConflict((conflict) => conflict.columns(['section', 'entry']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('content_drafts')
    .set({ value: draft.value, updated_by: draft.updated_by, updated_at: draft.updated_at, revision: from + 1 })
    .where('section', '=', draft.section)
    .where('entry', '=', draft.entry)
    .where('revision', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Deletes the drafts a publish took, each only if not saved again since. */
export async function deletePublishedDrafts(db: Executor, section: string, published: { entry: string; revision: number }[]): Promise<void> {
  for (const { entry, revision } of published) {
    await db.deleteFrom('content_drafts').where('section', '=', section).where('entry', '=', entry).where('revision', '=', revision).execute();
  }
}
