import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Rate-limit counters, in the database so every API instance sees the same counts. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addColumn('resets_at', 'bigint', (column) => column.notNull())
      .execute();
    // Housekeeping deletes the counters whose window has ended.
    await db.schema.createIndex('rate_limits_resets_at_index').on('rate_limits').column('resets_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('rate_limits').execute();
  },
};
