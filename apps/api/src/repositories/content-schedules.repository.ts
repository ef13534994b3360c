import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { ContentSchedulesTable, EpochMs, Executor } from '../db/schema.ts';

export type ContentScheduleRow = Selectable<ContentSchedulesTable>;

export async function insertSchedule(db: Executor, row: Omit<Insertable<ContentSchedulesTable>, 'id' | 'state'>): Promise<ContentScheduleRow> {
  const values = { ...row, id: randomUUID(), state: 'pending' as const, claimed_at: null, finished_at: null, outcome: null };
  await db.insertInto('content_schedules').values(values).execute();
  return values as ContentScheduleRow;
}

/** The section's pending schedules, soonest first, then the newest 20 finished ones. */
export async function listSchedules(db: Executor, section: string): Promise<ContentScheduleRow[]> {
  const pending = await db.selectFrom('content_schedules').selectAll().where('section', '=', section).where('state', 'in', ['pending', 'running']).orderBy('run_at').execute();
  const finished = await db.selectFrom('content_schedules').selectAll().where('section', '=', section).where('state', 'not in', ['pending', 'running']).orderBy('run_at', 'desc').limit(20).execute();
  return [...pending, ...finished];
}

export function findSchedule(db: Executor, id: string): Promise<ContentScheduleRow | undefined> {
  return db.selectFrom('content_schedules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ids of schedules due at `now`, and of running ones whose instance stopped before finishing (claimed before `staleBefore`). */
export async function dueScheduleIds(db: Executor, now: EpochMs, staleBefore: EpochMs): Promise<string[]> {
  const rows = await db
    .selectFrom('content_schedules')
    .select('id')
    .where((eb) => eb.or([eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', now)]), eb.and([eb('state', '=', 'running'), eb('claimed_at', '<', staleBefore)])]))
    .orderBy('run_at')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due schedule for this instance: one conditional update, so of several instances
 * that see it due, exactly one gets it. False when another instance came first.
 */
export async function claimSchedule(db: Executor, id: string, now: EpochMs, staleBefore: EpochMs): Promise<boolean> {
  const result = await db
    .updateTable('content_schedules')
    .set({ state: 'running', claimed_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', now)]), eb.and([eb('state', '=', 'running'), eb('claimed_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishSchedule(db: Executor, id: string, state: 'done' | 'refused', outcome: string, at: EpochMs): Promise<void> {
  await db.updateTable('content_schedules').set({ state, outcome, finished_at: at }).where('id', '=', id).where('state', '=', 'running').execute();
}

/** Cancels a pending schedule; false when it is running or finished already. */
export async function cancelSchedule(db: Executor, id: string, section: string, at: EpochMs): Promise<boolean> {
  const result = await db.updateTable('content_schedules').set({ state: 'cancelled', finished_at: at }).where('id', '=', id).where('section', '=', section).where('state', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
