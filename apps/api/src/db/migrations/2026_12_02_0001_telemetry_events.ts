import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What real visits report (docs/decisions/0034): one row per page view
 * (`view`), Web Vital or failure, tagged with the releases the page ran. No address,
 * account, token or query string; rows older than 30 days are deleted by housekeeping.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('telemetry_events')
      .addColumn('received_at', 'bigint', (column) => column.notNull())
      .addColumn('view_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('owner_version', 'text')
      .addColumn('shell_version', 'text', (column) => column.notNull())
      .addColumn('value', 'double precision', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('telemetry_events_owner_index').on('telemetry_events').columns(['owner', 'owner_version', 'received_at']).execute();
    await db.schema.createIndex('telemetry_events_received_at_index').on('telemetry_events').column('received_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('telemetry_events').execute();
  },
};
