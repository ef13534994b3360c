import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The digest that listed a held enquiry, set by the one conditional UPDATE
 * that claims it, so no enquiry is in two digests. The partial index answers the mail
 * worker's question on every pass: which held enquiries are due and not yet claimed?
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sales_enquiries').addColumn('digest_id', 'text').execute();
    await db.schema
      .createIndex('sales_enquiries_awaiting_digest_index')
      .on('sales_enquiries')
      .column('digest_due_at')
      .where(sql.ref('digest_id'), 'is', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sales_enquiries_awaiting_digest_index').execute();
    await db.schema.alterTable('sales_enquiries').dropColumn('digest_id').execute();
  },
};
