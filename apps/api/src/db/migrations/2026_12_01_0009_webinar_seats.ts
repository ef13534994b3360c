import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Seats taken per webinar that has a seat limit. A sign-up takes its seat with
 * one conditional UPDATE of this row (`taken < limit`) in the transaction that records
 * it, so concurrent sign-ups on any instance queue on the row and never overbook.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('webinar_seats')
      .addColumn('event_slug', 'text', (column) => column.primaryKey())
      .addColumn('taken', 'integer', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('webinar_seats').execute();
  },
};
