import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each event says which content version of its section the page ran (docs/decisions/0056),
 * so a content canary is judged on its own visits. Rows stored before: unknown (null).
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('telemetry_events').addColumn('content_version', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('telemetry_events').dropColumn('content_version').execute();
  },
};
