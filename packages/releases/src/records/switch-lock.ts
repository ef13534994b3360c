import { announceSwitch, nextGeneration } from './releases.repository.ts';
import type { ReleaseDb } from './tables.ts';

/** Thrown by a switch's work when there is nothing to do: the transaction rolls back, the counter unmoved. */
export class NothingToDo extends Error {}

/**
 * Runs `work` in a transaction holding the release switch lock (the switch counter's row,
 * moved on: releases.service.ts), announcing the new generation at commit on PostgreSQL.
 * Undefined when the work throws NothingToDo.
 */
export async function underSwitchLock<T>(db: ReleaseDb, announce: boolean, now: () => number, work: (trx: ReleaseDb, generation: number, at: number) => Promise<T>): Promise<T | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const at = now();
      const generation = await nextGeneration(trx, at);
      const result = await work(trx, generation, at);
      if (announce) await announceSwitch(trx, generation);
      return result;
    });
  } catch (error) {
    if (error instanceof NothingToDo) return undefined;
    throw error;
  }
}
