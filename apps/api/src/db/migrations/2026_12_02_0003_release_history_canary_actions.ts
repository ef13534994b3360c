import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const actions = sql`action in ('release', 'rollback', 'canary', 'promote', 'canary-rollback')`;
const columns = ['generation', 'name', 'version', 'action', 'released_at'];

/**
 * Canary lines in the release history: `canary` (a version served to a share
 * of visitors), `promote` (it went live for all), `canary-rollback` (it was withdrawn),
 * and `reason`, why (the verdict's figures, or "by hand"). PostgreSQL replaces the CHECK
 * constraint in place; SQLite cannot alter one, so the table is rebuilt, in one transaction.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await db.schema.alterTable('release_history').addColumn('reason', 'text').execute();
      await db.schema.alterTable('release_history').dropConstraint('release_history_action_check').execute();
      await db.schema.alterTable('release_history').addCheckConstraint('release_history_action_check', actions).execute();
      return;
    }
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('release_history_next')
        .addColumn('generation', 'bigint', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('released_at', 'bigint', (column) => column.notNull())
        .addColumn('reason', 'text')
        .addCheckConstraint('release_history_action_check', actions)
        .execute();
      await trx.insertInto('release_history_next').columns(columns).expression(trx.selectFrom('release_history').select(columns)).execute();
      await trx.schema.dropTable('release_history').execute();
      await trx.schema.alterTable('release_history_next').renameTo('release_history').execute();
      await trx.schema.createIndex('release_history_name_index').on('release_history').columns(['name', 'generation']).execute();
    });
  },
};
