import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The live content version of each section (docs/decisions/0044): replaced by each
 * content switch, under the release switch lock and with a new generation, so every
 * instance reads it as it reads live_releases.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('live_content')
      .addColumn('section', 'text', (column) => column.primaryKey())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('released_at', 'bigint', (column) => column.notNull())
      .addColumn('generation', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('live_content').execute();
  },
};
