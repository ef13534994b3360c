import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every switch of what is live: a release, or a rollback to an earlier
 * release, of the shell or of one remote. Keyed by the switch's generation, which orders
 * them; rollback and `pnpm releases` read a name's lines in that order.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('release_history')
      .addColumn('generation', 'bigint', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('released_at', 'bigint', (column) => column.notNull())
      .addCheckConstraint('release_history_action_check', sql`action in ('release', 'rollback')`)
      .execute();
    await db.schema.createIndex('release_history_name_index').on('release_history').columns(['name', 'generation']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('release_history').execute();
  },
};
