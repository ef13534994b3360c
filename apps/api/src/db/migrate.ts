import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations as appMigrations } from './migrations/index.ts';

export const MIGRATION_NAME_PATTERN = /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+$/;

/**
 * Brings the schema to the latest migration and returns the names it applied (none when
 * already up to date). Kysely's migrator takes a lock, so several API instances starting
 * together on PostgreSQL apply each migration once.
 */
export async function migrateToLatest(
  // Migrations see the database untyped on purpose (as Kysely's Migration does): they
  // describe the schema at their own point in history, not today's Database interface.
  db: Kysely<any>,
  migrations: Record<string, Migration> = appMigrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const where = failed === undefined ? 'while preparing migrations' : `in migration ${failed}`;
    throw new Error(`Database migration failed ${where}: ${(error as Error).message ?? String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The names of this code's migrations the database has not applied (none once migrateToLatest ran). */
export async function pendingMigrations(db: Kysely<any>, migrations: Record<string, Migration> = appMigrations): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
