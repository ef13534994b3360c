import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Deleting an account: `users.deletion_due_at` while its 7-day grace runs (a sign-in
 * cancels it), and `deleted_accounts`, what is kept once it is deleted: the account's opaque
 * id, when, and which products it had when (no name, address or anything else personal).
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('deletion_due_at', 'bigint').execute();
    await db.schema.createIndex('users_deletion_due_at_index').on('users').column('deletion_due_at').execute();
    await db.schema
      .createTable('deleted_accounts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('deleted_at', 'bigint', (column) => column.notNull())
      .addColumn('products', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('deleted_accounts').execute();
    await db.schema.dropIndex('users_deletion_due_at_index').execute();
    await db.schema.alterTable('users').dropColumn('deletion_due_at').execute();
  },
};
