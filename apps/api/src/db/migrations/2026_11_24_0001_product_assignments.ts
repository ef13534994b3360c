import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which products each customer uses (decision 0012). One row per customer and
 * product (unique), so repeated or parallel "start this product" calls assign it once.
 * `state` moves pending → active, or pending → failed (with `last_error`) and back to
 * pending when the next start retries it; `attempts` counts provisioning runs and
 * `lease_expires_at` marks a run in progress, so two instances never run it together.
 * `workspace` is chosen by the first run: unique across all customers.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('product_assignments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_code', 'text', (column) => column.notNull())
      .addColumn('plan_code', 'text', (column) => column.notNull())
      .addColumn('workspace', 'text')
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('lease_expires_at', 'bigint')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addColumn('activated_at', 'bigint')
      .addUniqueConstraint('product_assignments_user_product_unique', ['user_id', 'product_code'])
      .addUniqueConstraint('product_assignments_workspace_unique', ['workspace'])
      .addCheckConstraint('product_assignments_state_check', sql`state in ('pending', 'active', 'failed')`)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('product_assignments').execute();
  },
};
