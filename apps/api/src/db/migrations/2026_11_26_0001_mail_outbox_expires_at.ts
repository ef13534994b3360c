import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An optional expiry per mail: a password-reset mail is worthless once its link has
 * expired, so the worker never sends it after that. Null: the mail never expires.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').addColumn('expires_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').dropColumn('expires_at').execute();
  },
};
