import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What is live: one row per name (the shell, each remote), the runtime
 * manifest every instance serves. Replaced in the transaction that adds the switch's line
 * to release_history.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('live_releases')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('released_at', 'bigint', (column) => column.notNull())
      .addColumn('generation', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('live_releases').execute();
  },
};
