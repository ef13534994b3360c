import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Past the site-wide ingest budget, events are sampled: each kept row stands
 * for `weight` events (the inverse of its sampling rate), so weighted figures stay
 * unbiased. Rows stored before were all kept: weight 1.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('telemetry_events')
      .addColumn('weight', 'double precision', (column) => column.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('telemetry_events').dropColumn('weight').execute();
  },
};
