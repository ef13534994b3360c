import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Address confirmation codes, kept like reset codes: only their SHA-256; each
 * works once, before it expires, and only while no newer one was sent.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('email_verifications')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('superseded_at', 'bigint')
      .execute();
    // A new link supersedes the user's open codes; housekeeping deletes by expiry.
    await db.schema.createIndex('email_verifications_user_id_index').on('email_verifications').column('user_id').execute();
    await db.schema.createIndex('email_verifications_expires_at_index').on('email_verifications').column('expires_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('email_verifications').execute();
  },
};
