import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A release served to a share of visitors beside the live one
 * (docs/decisions/0034): at most one per remote. Written under the release switch lock
 * with a new generation, so every instance reads it as it reads live_releases.
 * `checked_at` is claimed by a conditional update, so one instance at a time judges it.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('canary_releases')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('percent', 'integer', (column) => column.notNull())
      .addColumn('started_at', 'bigint', (column) => column.notNull())
      .addColumn('generation', 'bigint', (column) => column.notNull())
      .addColumn('checked_at', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('canary_releases').execute();
  },
};
