import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A seat is held for an address only once its owner confirms: the SHA-256 of
 * the code in the confirmation mail's link, and when it was used. A seat still
 * unconfirmed a day later is released by housekeeping. Sign-ups made before this are
 * taken as confirmed.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('webinar_registrations').addColumn('confirm_token_hash', 'text').execute();
    await db.schema.alterTable('webinar_registrations').addColumn('confirmed_at', 'bigint').execute();
    await db.updateTable('webinar_registrations').set({ confirmed_at: sql.ref('created_at') }).execute();
    await db.schema.createIndex('webinar_registrations_confirm_token_index').on('webinar_registrations').column('confirm_token_hash').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('webinar_registrations_confirm_token_index').execute();
    await db.schema.alterTable('webinar_registrations').dropColumn('confirmed_at').execute();
    await db.schema.alterTable('webinar_registrations').dropColumn('confirm_token_hash').execute();
  },
};
