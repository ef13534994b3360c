import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A Reply-To per mail: sales answers an enquiry notice with a plain Reply. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
  },
};
