// `pnpm --filter @wtm/api migrate`: brings the database DATABASE_URL names to the latest
// schema and exits (a deployment's migration step, deploy/kubernetes/migrate-job.yaml).
// Instances migrate at start as well; Kysely's migration lock lets both happen at once.
import { createDatabase } from '../db/create-database.ts';
import { describeDatabase } from '../db/database-url.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readCommandConfig } from '../env.ts';

try {
  const { database } = readCommandConfig(process.env, process.cwd());
  const db = createDatabase(database, { error: () => undefined }, 1);
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(`${describeDatabase(database)}: ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}\n`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  process.stderr.write(`migrate failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
