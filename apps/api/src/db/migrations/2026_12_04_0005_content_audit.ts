import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every editor's action (docs/decisions/0044): who (the user id and the address then),
 * what (save-draft, publish, rollback; the section and entry), when, and the value before
 * and after as JSON text (null where there was none).
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_audit')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .addColumn('actor_id', 'text', (column) => column.notNull())
      .addColumn('actor_email', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('section', 'text', (column) => column.notNull())
      .addColumn('entry', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('content_audit_section_at').on('content_audit').columns(['section', 'at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_audit').execute();
  },
};
