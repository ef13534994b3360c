import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** An iCalendar invitation sent with the mail (webinar confirmations); null for most mail. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
  },
};
