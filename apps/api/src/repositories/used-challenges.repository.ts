import type { EpochMs, Executor } from '../db/schema.ts';

// Queries on used_challenges only: no rules, no HTTP (decision 0026).

/**
 * Records a challenge as redeemed: one insert that does nothing when the nonce is there
 * already, so of any number of racing redemptions, on any instance, exactly one gets true.
 */
export async function recordUsedChallenge(db: Executor, nonce: string, expiresAt: EpochMs): Promise<boolean> {
  const inserted = await db
    .insertInto('used_challenges')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the rows of challenges that expired before `before` (their solutions are refused as expired anyway). */
export async function deleteExpiredChallenges(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('used_challenges').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
