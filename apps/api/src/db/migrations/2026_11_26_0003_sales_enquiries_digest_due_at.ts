import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Enquiries past the site-wide cap on individual notices wait for a digest:
 * `digest_due_at` is when that digest is due, the end of the notice window they were
 * held in. Null: the enquiry had its own notice, or was spam.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sales_enquiries').addColumn('digest_due_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('sales_enquiries').dropColumn('digest_due_at').execute();
  },
};
