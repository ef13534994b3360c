import { sql, type Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { openDatabase, type PoolReading } from '../../db/create-database.ts';
import { describeDatabase } from '../../db/database-url.ts';
import { migrateToLatest, pendingMigrations } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance; repositories take it (or a transaction) as first argument. */
    db: Kysely<Database>;
    /** Resolves once the database answers `select 1`, rejects after PROBE_TIMEOUT_MS (GET /healthz). */
    probeDatabase(): Promise<void>;
    /** This code's migrations the database lacks (GET /readyz); none once the start migrated it. */
    pendingMigrations(): Promise<string[]>;
    /** PostgreSQL's connection pool now (metrics); undefined on SQLite. */
    databasePool(): PoolReading | undefined;
  }
}

/** How long the probe waits for the database before calling it unavailable. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * Opens the database DATABASE_URL names, migrates it to the latest schema before the
 * server accepts requests, and closes it when the app closes. Fastify runs onClose hooks
 * after the server has stopped taking requests, so in-flight queries finish first.
 */
export const databasePlugin = fp(
  async (app) => {
    const { db, readPool } = openDatabase(app.config.database, app.log, {
      poolSize: app.config.databasePoolSize,
      onQueryError: () => app.metrics.databaseQueryErrors.inc(),
    });
    try {
      const applied = await migrateToLatest(db);
      app.log.info({ database: describeDatabase(app.config.database), applied }, 'database ready');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('probeDatabase', () => probe(db));
    app.decorate('databasePool', readPool);
    app.decorate('pendingMigrations', () => pendingMigrations(db));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['config', 'metrics'] },
);

async function probe(db: Kysely<Database>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
