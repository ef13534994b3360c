import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * When an administrator made the account an editor of the site's content; null: not one
 * (docs/decisions/0044). A grant beside the role, so an administrator is no editor
 * unless granted, and an editor no administrator.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('editor_since', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('editor_since').execute();
  },
};
