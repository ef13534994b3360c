import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Editors' drafts, one per entry of a section (docs/decisions/0044). `revision` rises
 * with each save; a save names the revision it was edited from, so two editors cannot
 * overwrite each other unknowingly. `value` is the entry as JSON text.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_drafts')
      .addColumn('section', 'text', (column) => column.notNull())
      .addColumn('entry', 'text', (column) => column.notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('revision', 'integer', (column) => column.notNull())
      .addColumn('updated_by', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('content_drafts_pkey', ['section', 'entry'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_drafts').execute();
  },
};
