import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Drops the index on rate_limits.resets_at. Every counted attempt (each sign-in counts two)
 * rewrote its entry, one more page written per counter change, while its only reader is
 * housekeeping's sweep of ended windows, which scans a table of open windows just as well
 * (docs/decisions/0019).
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('rate_limits_resets_at_index').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.createIndex('rate_limits_resets_at_index').on('rate_limits').column('resets_at').execute();
  },
};
