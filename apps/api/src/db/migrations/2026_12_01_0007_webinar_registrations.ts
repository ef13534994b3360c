import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sign-ups for the webinars of the schedule: one per address and webinar, so a
 * second sign-up finds the first; seats left are counted from these rows.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('webinar_registrations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('event_slug', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('company', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('honeypot', 'text')
      .addColumn('client_address', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('webinar_registrations_event_email_unique', ['event_slug', 'email'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('webinar_registrations').execute();
  },
};
