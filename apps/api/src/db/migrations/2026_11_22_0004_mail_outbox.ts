import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Mail waiting for, or done with, delivery (decision 0014: mail never lost). */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('text_body', 'text', (column) => column.notNull())
      .addColumn('html_body', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('sent_at', 'bigint')
      .addCheckConstraint('mail_outbox_status_check', sql`status in ('pending', 'sent', 'failed')`)
      .execute();
    // The worker's question: which pending mails are due?
    await db.schema.createIndex('mail_outbox_due_index').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('mail_outbox').execute();
  },
};
