import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A section's content served to a share of visitors beside its live content (docs/decisions/0056):
 * one row per section at most, written under the release switch lock with a new generation,
 * so every instance reads it as it reads live_content.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_canaries')
      .addColumn('section', 'text', (column) => column.primaryKey())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('percent', 'integer', (column) => column.notNull())
      .addColumn('started_at', 'bigint', (column) => column.notNull())
      .addColumn('generation', 'bigint', (column) => column.notNull())
      .addColumn('started_by', 'text', (column) => column.notNull())
      .addColumn('checked_at', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_canaries').execute();
  },
};
