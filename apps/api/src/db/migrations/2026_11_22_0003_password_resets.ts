import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Password reset codes: only their SHA-256 is kept; each works once, within its hour. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('superseded_at', 'bigint')
      .execute();
    // A new request supersedes the user's open codes.
    await db.schema.createIndex('password_resets_user_id_index').on('password_resets').column('user_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('password_resets').execute();
  },
};
