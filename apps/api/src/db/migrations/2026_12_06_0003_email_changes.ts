import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A customer's change of address, as two single-use codes (only their SHA-256 is kept):
 * `email_changes`, mailed to the new address, changes it when used; `email_change_undos`,
 * mailed to the old one once it changed, puts it back. Each row names both addresses.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ['email_changes', 'email_change_undos']) {
      await db.schema
        .createTable(table)
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('old_email', 'text', (column) => column.notNull())
        .addColumn('new_email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('superseded_at', 'bigint')
        .execute();
      await db.schema.createIndex(`${table}_user_id_index`).on(table).column('user_id').execute();
      await db.schema.createIndex(`${table}_expires_at_index`).on(table).column('expires_at').execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('email_change_undos').execute();
    await db.schema.dropTable('email_changes').execute();
  },
};
