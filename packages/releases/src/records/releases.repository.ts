import { sql, type Insertable, type Selectable } from 'kysely';
import type { LiveReleasesTable, ReleaseDb, ReleaseHistoryTable } from './tables.ts';

// Queries on the release store's records only: no rules (releases.service.ts).

export type LiveReleaseRow = Selectable<LiveReleasesTable>;
export type ReleaseHistoryRow = Selectable<ReleaseHistoryTable>;
/** A line to add to the history (`reason` is optional). */
export type NewHistoryLine = Insertable<ReleaseHistoryTable>;

/** The channel instances LISTEN on; a switch's commit announces its generation there. */
export const RELEASES_CHANNEL = 'wtm_releases';

/**
 * Raises the switch counter and returns the new generation. As the first statement of a
 * switch's transaction it takes the one row's lock (PostgreSQL) or the write lock
 * (SQLite), so switches take turns until commit.
 */
export async function nextGeneration(trx: ReleaseDb, now: number): Promise<number> {
  const row = await trx
    .updateTable('release_state')
    .set((eb) => ({ generation: eb('generation', '+', 1), switched_at: now }))
    .where('id', '=', 1)
    .returning('generation')
    .executeTakeFirstOrThrow();
  return Number(row.generation);
}

export async function currentGeneration(db: ReleaseDb): Promise<number> {
  const row = await db.selectFrom('release_state').select('generation').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.generation);
}

export function listLiveReleases(db: ReleaseDb): Promise<LiveReleaseRow[]> {
  return db.selectFrom('live_releases').selectAll().orderBy('name').execute();
}

export function findLiveRelease(db: ReleaseDb, name: string): Promise<LiveReleaseRow | undefined> {
  return db.selectFrom('live_releases').selectAll().where('name', '=', name).executeTakeFirst();
}

/** A name's switches, oldest first; `limit` keeps the newest ones only. */
export async function historyOf(db: ReleaseDb, name: string, limit?: number): Promise<ReleaseHistoryRow[]> {
  let query = db.selectFrom('release_history').selectAll().where('name', '=', name).orderBy('generation', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).reverse();
}

export async function hasAnyRelease(db: ReleaseDb): Promise<boolean> {
  return (await db.selectFrom('release_history').select('generation').limit(1).executeTakeFirst()) !== undefined;
}

/** Records a switch and makes it live, in the caller's transaction. */
export async function recordSwitch(trx: ReleaseDb, row: NewHistoryLine): Promise<void> {
  await trx.insertInto('release_history').values(row).execute();
  const live = { version: row.version, released_at: row.released_at, generation: row.generation };
  await trx
    .insertInto('live_releases')
    .values({ name: row.name, ...live })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(live))
    .execute();
}

/** PostgreSQL only: tells every listening instance, at commit, that `generation` is live. */
export async function announceSwitch(trx: ReleaseDb, generation: number): Promise<void> {
  await sql`select pg_notify(${RELEASES_CHANNEL}, ${String(generation)})`.execute(trx);
}
