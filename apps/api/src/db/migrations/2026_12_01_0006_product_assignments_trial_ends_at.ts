import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * When the product's free trial ends, fixed when it is started, so a later
 * change of the trial length does not move the end of trials already running. Null on a
 * free plan and for rows made before.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('product_assignments').addColumn('trial_ends_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('product_assignments').dropColumn('trial_ends_at').execute();
  },
};
