import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const statuses = sql`status in ('pending', 'sent', 'failed', 'expired')`;
const columns = ['id', 'idempotency_key', 'kind', 'recipient', 'subject', 'text_body', 'html_body', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at', 'reply_to', 'expires_at'];

/**
 * Adds the status `expired`: a mail whose expiry passed before it could be delivered,
 * never sent. PostgreSQL replaces the CHECK constraint in place; SQLite cannot
 * alter one, so the table is rebuilt (SQLite's documented way), in one transaction.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await db.schema.alterTable('mail_outbox').dropConstraint('mail_outbox_status_check').execute();
      await db.schema.alterTable('mail_outbox').addCheckConstraint('mail_outbox_status_check', statuses).execute();
      return;
    }
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('mail_outbox_next')
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
        .addColumn('reply_to', 'text')
        .addColumn('expires_at', 'bigint')
        .addCheckConstraint('mail_outbox_status_check', statuses)
        .execute();
      await trx.insertInto('mail_outbox_next').columns(columns).expression(trx.selectFrom('mail_outbox').select(columns)).execute();
      await trx.schema.dropTable('mail_outbox').execute();
      await trx.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute();
      await trx.schema.createIndex('mail_outbox_due_index').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    });
  },
};
