import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The browsers each account has been signed in from, known by a random cookie (only its
 * SHA-256 is kept): a sign-in from one not listed mails the owner. Kept until a browser
 * has not been seen for 180 days; the account's deletion takes its rows.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('known_browsers')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('browser_hash', 'text', (column) => column.notNull())
      .addColumn('device', 'text')
      .addColumn('first_seen_at', 'bigint', (column) => column.notNull())
      .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('known_browsers_primary_key', ['user_id', 'browser_hash'])
      .execute();
    await db.schema.createIndex('known_browsers_last_seen_at_index').on('known_browsers').column('last_seen_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('known_browsers').execute();
  },
};
