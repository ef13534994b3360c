import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Webinar notices to sales share the site-wide notice cap with enquiry notices:
 * past it a sign-up waits for the digest, as a held enquiry does. `digest_due_at` is the
 * end of the window it was held in, `digest_id` the one digest that lists it.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('webinar_registrations').addColumn('digest_due_at', 'bigint').execute();
    await db.schema.alterTable('webinar_registrations').addColumn('digest_id', 'text').execute();
    await db.schema
      .createIndex('webinar_registrations_awaiting_digest_index')
      .on('webinar_registrations')
      .column('digest_due_at')
      .where(sql.ref('digest_id'), 'is', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('webinar_registrations_awaiting_digest_index').execute();
    await db.schema.alterTable('webinar_registrations').dropColumn('digest_id').execute();
    await db.schema.alterTable('webinar_registrations').dropColumn('digest_due_at').execute();
  },
};
