import type { EpochMs, Executor, KnownBrowsersTable } from '../db/schema.ts';

export type KnownBrowserRow = KnownBrowsersTable;

/** True when the account has been signed in from this browser before. */
export async function isKnownBrowser(db: Executor, userId: string, browserHash: string): Promise<boolean> {
  const row = await db.selectFrom('known_browsers').select('first_seen_at').where('user_id', '=', userId).where('browser_hash', '=', browserHash).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a sign-in from this browser: a new row (true) or the known one's last_seen_at
 * (false). The insert decides, so two sign-ins at once never both count as the first.
 */
export async function recordBrowser(db: Executor, browser: Omit<KnownBrowserRow, 'first_seen_at' | 'last_seen_at'>, now: EpochMs): Promise<boolean> {
  const inserted = await db
    .insertInto('known_browsers')
    .values({ ...browser, first_seen_at: now, last_seen_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'browser_hash']).doNothing())
    .returning('first_seen_at')
    .executeTakeFirst();
  if (inserted !== undefined) return true;
  await db.updateTable('known_browsers').set({ last_seen_at: now }).where('user_id', '=', browser.user_id).where('browser_hash', '=', browser.browser_hash).execute();
  return false;
}

/** Housekeeping: browsers not seen since `before`. */
export async function deleteStaleBrowsers(db: Executor, before: EpochMs): Promise<number> {
  const result = await db.deleteFrom('known_browsers').where('last_seen_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
