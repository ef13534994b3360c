import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The nonces of product hand-off tokens (decision 0012). A row is written when
 * a token is issued and `used_at` is set by the one verification that consumes it, with
 * a conditional update, so a token signs a customer in once even when requests race.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('product_handoffs')
      .addColumn('nonce', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_code', 'text', (column) => column.notNull())
      .addColumn('workspace', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    // Clean-up deletes the rows whose token has long expired.
    await db.schema.createIndex('product_handoffs_expires_at_index').on('product_handoffs').column('expires_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('product_handoffs').execute();
  },
};
