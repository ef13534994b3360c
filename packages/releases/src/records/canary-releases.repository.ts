import type { Selectable } from 'kysely';
import type { CanaryReleasesTable, ReleaseDb } from './tables.ts';
import type { NewHistoryLine } from './releases.repository.ts';

// Queries on canary releases only: no rules (canary.service.ts).

export type CanaryReleaseRow = Selectable<CanaryReleasesTable>;

export function listCanaries(db: ReleaseDb): Promise<CanaryReleaseRow[]> {
  return db.selectFrom('canary_releases').selectAll().orderBy('name').execute();
}

export function findCanary(db: ReleaseDb, name: string): Promise<CanaryReleaseRow | undefined> {
  return db.selectFrom('canary_releases').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Starts (or replaces) `name`'s canary, in the caller's switch transaction. */
export async function putCanary(trx: ReleaseDb, row: CanaryReleaseRow): Promise<void> {
  const { name, ...rest } = row;
  await trx
    .insertInto('canary_releases')
    .values({ name, ...rest })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(rest))
    .execute();
}

export async function deleteCanary(trx: ReleaseDb, name: string): Promise<void> {
  await trx.deleteFrom('canary_releases').where('name', '=', name).execute();
}

/** A history line that changes nothing live (a canary started or withdrawn). */
export async function addHistoryLine(trx: ReleaseDb, line: NewHistoryLine): Promise<void> {
  await trx.insertInto('release_history').values(line).execute();
}

/**
 * Claims the canary `generation` of `name` for a verdict: true for the one caller whose
 * conditional update found it unclaimed since `claimedBefore`, false for every other
 * instance asking at the same time.
 */
export async function claimCanaryCheck(db: ReleaseDb, name: string, generation: number, now: number, claimedBefore: number): Promise<boolean> {
  const claimed = await db
    .updateTable('canary_releases')
    .set({ checked_at: now })
    .where('name', '=', name)
    .where('generation', '=', generation)
    .where('checked_at', '<=', claimedBefore)
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
