import type { Insertable, Selectable } from 'kysely';
import type { ContentHistoryTable, LiveContentTable, ReleaseDb } from '../records/tables.ts';

// Queries on the content records only: no rules (content.service.ts).

export type LiveContentRow = Selectable<LiveContentTable>;
export type ContentHistoryRow = Selectable<ContentHistoryTable>;

export function listLiveContent(db: ReleaseDb): Promise<LiveContentRow[]> {
  return db.selectFrom('live_content').selectAll().orderBy('section').execute();
}

/** A section's content switches, oldest first; `limit` keeps the newest ones only. */
export async function contentHistoryOf(db: ReleaseDb, section: string, limit?: number): Promise<ContentHistoryRow[]> {
  let query = db.selectFrom('content_history').selectAll().where('section', '=', section).orderBy('generation', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).reverse();
}

export async function hasAnyContent(db: ReleaseDb): Promise<boolean> {
  return (await db.selectFrom('content_history').select('generation').limit(1).executeTakeFirst()) !== undefined;
}

/** Records a content switch and makes it live, in the caller's transaction. */
export async function recordContentSwitch(trx: ReleaseDb, row: Insertable<ContentHistoryTable>): Promise<void> {
  await trx.insertInto('content_history').values(row).execute();
  const live = { version: row.version, released_at: row.released_at, generation: row.generation };
  await trx
    .insertInto('live_content')
    .values({ section: row.section, ...live })
    .onConflict((conflict) => conflict.column('section').doUpdateSet(live))
    .execute();
}

/** Whether the version was ever live (released or rolled back to) or served by a canary: drafts' versions never were. */
export async function wasLiveContent(db: ReleaseDb, section: string, version: string): Promise<boolean> {
  if ((await db.selectFrom('content_history').select('generation').where('section', '=', section).where('version', '=', version).limit(1).executeTakeFirst()) !== undefined) return true;
  return (await db.selectFrom('content_canary_versions').select('version').where('section', '=', section).where('version', '=', version).executeTakeFirst()) !== undefined;
}
