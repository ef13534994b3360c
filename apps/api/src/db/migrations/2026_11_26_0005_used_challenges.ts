import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Solved proof-of-work challenges that have been redeemed (decision 0026): a
 * solution works once, on every instance, because the first redemption inserts its
 * challenge's nonce and any later one finds it taken.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('used_challenges')
      .addColumn('nonce', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    // Housekeeping deletes the rows of challenges that have expired (a replay is refused as expired then).
    await db.schema.createIndex('used_challenges_expires_at_index').on('used_challenges').column('expires_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('used_challenges').execute();
  },
};
