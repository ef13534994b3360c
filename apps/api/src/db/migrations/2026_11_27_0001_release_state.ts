import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The release store's one-row state: `generation` counts every switch of what
 * is live. A switch starts by raising it, which takes the row's lock (PostgreSQL) or the
 * database's write lock (SQLite), so releases and rollbacks take turns; instances compare
 * it to know whether to read the live records again.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('release_state')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('generation', 'bigint', (column) => column.notNull())
      .addColumn('switched_at', 'bigint', (column) => column.notNull())
      .addCheckConstraint('release_state_one_row', sql`id = 1`)
      .execute();
    await db.insertInto('release_state').values({ id: 1, generation: 0, switched_at: 0 }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('release_state').execute();
  },
};
