import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sales enquiries from the Contact and sales enquiry pages. Stored before the
 * notice to the sales inbox is queued, in the same transaction, so no enquiry is lost to
 * an SMTP outage. Every field is kept exactly as typed (trimmed); `status` is `spam` when
 * the honeypot was filled (no notice is sent for those, decision 0010). The notice's
 * outbox row has the idempotency key `sales-enquiry.<id>`.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sales_enquiries')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('enquiry_for', 'text', (column) => column.notNull())
      .addColumn('company', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone_no', 'text', (column) => column.notNull())
      .addColumn('comment', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('honeypot', 'text')
      .addColumn('client_address', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addCheckConstraint('sales_enquiries_status_check', sql`status in ('received', 'spam')`)
      .execute();
    // Sales reads the newest first.
    await db.schema.createIndex('sales_enquiries_created_at_index').on('sales_enquiries').column('created_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sales_enquiries').execute();
  },
};
