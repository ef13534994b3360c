import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Sign-in sessions: only the SHA-256 of each bearer token is kept. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('remember_me', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
    // "End every session of this user" after a password reset, and the cascade on delete.
    await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sessions').execute();
  },
};
