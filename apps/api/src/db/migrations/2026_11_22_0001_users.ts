import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Accounts. The service stores emails lower-cased, so `unique` holds case-insensitively. */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('phone_no', 'text', (column) => column.notNull())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('company', 'text', (column) => column.notNull())
      .addColumn('job_title_id', 'integer', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull().defaultTo('customer'))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addCheckConstraint('users_role_check', sql`role in ('customer', 'admin')`)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('users').execute();
  },
};
