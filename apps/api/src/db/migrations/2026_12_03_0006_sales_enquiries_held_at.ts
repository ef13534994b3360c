import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The held queue: an enquiry past the site-wide ceiling of leads an hour is
 * stored with `held_at` set and no notice, for an administrator to list (the partial
 * index answers that list). Null for every other enquiry.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sales_enquiries').addColumn('held_at', 'bigint').execute();
    await db.schema.createIndex('sales_enquiries_held_index').on('sales_enquiries').column('held_at').where(sql.ref('held_at'), 'is not', null).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sales_enquiries_held_index').execute();
    await db.schema.alterTable('sales_enquiries').dropColumn('held_at').execute();
  },
};
