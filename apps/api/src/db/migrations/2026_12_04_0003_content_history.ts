import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Every content switch, the rollback stack of each section's content (docs/decisions/0044). */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_history')
      .addColumn('generation', 'bigint', (column) => column.primaryKey())
      .addColumn('section', 'text', (column) => column.notNull())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('released_at', 'bigint', (column) => column.notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addCheckConstraint('content_history_action_check', sql`action in ('release', 'rollback')`)
      .execute();
    await db.schema.createIndex('content_history_section').on('content_history').columns(['section', 'generation']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_history').execute();
  },
};
