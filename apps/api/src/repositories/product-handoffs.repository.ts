import type { Insertable, Selectable } from 'kysely';
import type { EpochMs, Executor, ProductHandoffsTable } from '../db/schema.ts';

// Queries on product_handoffs only: no rules, no HTTP (decision 0012).

export type ProductHandoffRow = Selectable<ProductHandoffsTable>;

export async function insertHandoff(db: Executor, row: Insertable<ProductHandoffsTable>): Promise<void> {
  await db.insertInto('product_handoffs').values(row).execute();
}

/**
 * Consumes the nonce: one conditional UPDATE, so of any number of racing verifications
 * exactly one gets the row back.
 */
export function consumeHandoff(db: Executor, nonce: string, now: EpochMs): Promise<ProductHandoffRow | undefined> {
  return db
    .updateTable('product_handoffs')
    .set({ used_at: now })
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export function findHandoff(db: Executor, nonce: string): Promise<ProductHandoffRow | undefined> {
  return db.selectFrom('product_handoffs').selectAll().where('nonce', '=', nonce).executeTakeFirst();
}

/** Deletes the nonces of tokens that expired before `before`; returns how many. */
export async function deleteExpiredHandoffs(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('product_handoffs').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
