import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The ingest budget's ledger: per minute site-wide, the events that came in
 * and the rows kept. Every instance counts in the same row; the minute before sets the
 * sampling rate of the next, and `kept` never passes the budget.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('telemetry_minutes')
      .addColumn('minute', 'bigint', (column) => column.primaryKey())
      .addColumn('received', 'bigint', (column) => column.notNull())
      .addColumn('kept', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('telemetry_minutes').execute();
  },
};
