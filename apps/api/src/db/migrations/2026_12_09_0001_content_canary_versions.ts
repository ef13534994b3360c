import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every content version a canary ever served (docs/decisions/0058): its content file stays
 * served after the canary is withdrawn, so a page a visitor still has open, rendered with
 * it, keeps loading its section on a client-side navigation.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_canary_versions')
      .addColumn('section', 'text', (column) => column.notNull())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('started_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('content_canary_versions_pkey', ['section', 'version'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_canary_versions').execute();
  },
};
