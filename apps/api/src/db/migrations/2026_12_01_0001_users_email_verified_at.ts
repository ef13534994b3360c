import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * When the owner confirmed the account's address; null until then, also for
 * accounts made before confirmation existed: nobody has shown they own those addresses,
 * and products are told `email_verified` (docs/decisions/0031).
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  },
};
