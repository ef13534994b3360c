import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each account's security history, shown to its owner: sign-ins, refused sign-ins, password
 * and address changes, sessions ended. Kept 180 days; the account's deletion takes it.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('security_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .addColumn('device', 'text')
      .addColumn('network', 'text')
      .addColumn('detail', 'text')
      .execute();
    await db.schema.createIndex('security_events_user_id_at_index').on('security_events').columns(['user_id', 'at']).execute();
    await db.schema.createIndex('security_events_at_index').on('security_events').column('at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('security_events').execute();
  },
};
