import type { Selectable } from 'kysely';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { ContentCanariesTable, ReleaseDb } from '../records/tables.ts';

// Queries on content canaries only: no rules (content-canary.ts).

export type ContentCanaryRow = Selectable<ContentCanariesTable>;

/** A section's content served to `percent` % of visitors beside its live content (docs/decisions/0056). */
export interface ContentCanaryRecord {
  section: RemoteName;
  version: string;
  percent: number;
  startedAt: number;
  /** The switch that started it: picks its visitors, as a code canary's does. */
  generation: number;
  /** The editor's user id. */
  startedBy: string;
}

export const toContentCanary = (row: ContentCanaryRow): ContentCanaryRecord => ({
  section: row.section as RemoteName,
  version: row.version,
  percent: Number(row.percent),
  startedAt: Number(row.started_at),
  generation: Number(row.generation),
  startedBy: row.started_by,
});

export async function listContentCanaries(db: ReleaseDb): Promise<ContentCanaryRecord[]> {
  return (await db.selectFrom('content_canaries').selectAll().orderBy('section').execute()).map(toContentCanary);
}

export async function findContentCanary(db: ReleaseDb, section: string): Promise<ContentCanaryRecord | undefined> {
  const row = await db.selectFrom('content_canaries').selectAll().where('section', '=', section).executeTakeFirst();
  return row === undefined ? undefined : toContentCanary(row);
}

/** Starts (or replaces) the section's content canary, in the caller's switch transaction. */
export async function putContentCanary(trx: ReleaseDb, row: Omit<ContentCanaryRow, 'checked_at'>): Promise<void> {
  const { section, ...rest } = row;
  await trx
    .insertInto('content_canaries')
    .values({ section, ...rest })
    .onConflict((conflict) => conflict.column('section').doUpdateSet({ ...rest, checked_at: 0 }))
    .execute();
  await trx
    .insertInto('content_canary_versions')
    .values({ section, version: row.version, started_at: row.started_at })
    .onConflict((conflict) => conflict.columns(['section', 'version']).doNothing())
    .execute();
}

/** Claims the section's content canary `generation` for a verdict: true for the one caller that found it unclaimed since `claimedBefore`. */
export async function claimContentCanaryCheck(db: ReleaseDb, section: string, generation: number, now: number, claimedBefore: number): Promise<boolean> {
  const claimed = await db
    .updateTable('content_canaries')
    .set({ checked_at: now })
    .where('section', '=', section)
    .where('generation', '=', generation)
    .where('checked_at', '<=', claimedBefore)
    .returning('section')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Ends the section's content canary, in the caller's switch transaction; true when there was one. */
export async function deleteContentCanary(trx: ReleaseDb, section: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('content_canaries').where('section', '=', section).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
