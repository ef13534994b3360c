import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The pricing plan chosen with `trial_product`; null with it. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('trial_plan', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('trial_plan').execute();
  },
};
