import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The product and plan a customer chose on a product page before registering:
 * Account Home starts that product once the address is confirmed. Null: none chosen.
 * One change each, as SQLite applies them one by one: the plan is the next migration.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('trial_product', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('trial_product').execute();
  },
};
