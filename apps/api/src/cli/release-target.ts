import { describeStoreLocation, openFileStore, type CommandTarget } from '@wtm/releases';
import { createDatabase } from '../db/create-database.ts';
import { describeDatabase } from '../db/database-url.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readCommandConfig } from '../env.ts';
import { releaseHealthReader } from '../services/telemetry/release-health.ts';

/**
 * What the release commands (packages/releases) work on: the database and the store that
 * DATABASE_URL and RELEASE_STORE_URL name, the database migrated first, and the pages
 * rendered for PUBLIC_URL and REMOTES_BASE_URL, as the instances have them.
 */
export async function openReleaseTarget(env: Record<string, string | undefined>, cwd: string): Promise<CommandTarget> {
  const config = readCommandConfig(env, cwd);
  const db = createDatabase(config.database, { error: () => undefined }, 2);
  const store = openFileStore(config.releases.store);
  const close = async () => {
    store.close();
    await db.destroy();
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    store,
    announce: config.database.dialect === 'postgres',
    pages: { publicUrl: config.publicUrl, remotesBaseUrl: config.releases.remotesBaseUrl },
    repoRoot: config.repoRoot,
    where: `${describeStoreLocation(config.releases.store)} (${describeDatabase(config.database)})`,
    health: releaseHealthReader(db),
    close,
  };
}
