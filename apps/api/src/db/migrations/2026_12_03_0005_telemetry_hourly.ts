import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Field data rolled up per hour, per path, section, version and metric, so the
 * raw rows can go after a day: the weighted page views with each outcome, and for a Web
 * Vital its weighted histogram (JSON, bucket start in ms → weight) for percentiles.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('telemetry_hourly')
      .addColumn('hour', 'bigint', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('owner_version', 'text', (column) => column.notNull())
      .addColumn('metric', 'text', (column) => column.notNull())
      .addColumn('weight', 'double precision', (column) => column.notNull())
      .addColumn('histogram', 'text')
      .addPrimaryKeyConstraint('telemetry_hourly_primary_key', ['hour', 'path', 'owner', 'owner_version', 'metric'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('telemetry_hourly').execute();
  },
};
