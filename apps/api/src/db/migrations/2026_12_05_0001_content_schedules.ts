import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Scheduled content releases (docs/decisions/0048): the entries to publish (JSON text, each
 * with the draft revision it was taken from), when, who asked, and what became of it. One
 * instance claims a due row by a conditional update of `state`.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_schedules')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('section', 'text', (column) => column.notNull())
      .addColumn('entries', 'text', (column) => column.notNull())
      .addColumn('run_at', 'bigint', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_by_email', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('claimed_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .addColumn('outcome', 'text')
      .execute();
    await db.schema.createIndex('content_schedules_state_run_at').on('content_schedules').columns(['state', 'run_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_schedules').execute();
  },
};
