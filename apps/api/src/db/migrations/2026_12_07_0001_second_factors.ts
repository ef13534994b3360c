import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Second factors: an authenticator app (`totp_factors`, and `totp_enrolments` while one is
 * being set up), ten single-use recovery codes (only their SHA-256), passkeys (WebAuthn
 * public keys), the one-use challenges of a passkey ceremony, and the sign-ins waiting for
 * their second step. Every row goes with its account.
 */
export const migration: Migration = {
  async up(db: Kysely<any>) {
    const owner = (column: ColumnDefinitionBuilder) => column.notNull().references('users.id').onDelete('cascade');
    await db.schema
      .createTable('totp_factors')
      .addColumn('user_id', 'text', (column) => owner(column).primaryKey())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('enabled_at', 'bigint', (column) => column.notNull())
      .addColumn('last_used_step', 'bigint')
      .execute();
    await db.schema
      .createTable('totp_enrolments')
      .addColumn('user_id', 'text', (column) => owner(column).primaryKey())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('code_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', owner)
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('recovery_codes_user_id_index').on('recovery_codes').column('user_id').execute();
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('credential_id', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'text', owner)
      .addColumn('public_key', 'text', (column) => column.notNull())
      .addColumn('counter', 'bigint', (column) => column.notNull())
      .addColumn('transports', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('passkeys_user_id_index').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('challenge', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('pending_sign_ins')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', owner)
      .addColumn('remember_me', 'boolean', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('pending_sign_ins_user_id_index').on('pending_sign_ins').column('user_id').execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['pending_sign_ins', 'webauthn_challenges', 'passkeys', 'recovery_codes', 'totp_enrolments', 'totp_factors']) await db.schema.dropTable(table).execute();
  },
};
