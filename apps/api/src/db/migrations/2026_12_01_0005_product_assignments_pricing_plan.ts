import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The pricing plan a product runs on (Account Home shows it); null for rows made before. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('product_assignments').addColumn('pricing_plan', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('product_assignments').dropColumn('pricing_plan').execute();
  },
};
