import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { createDatabase } from '../../db/create-database.ts';
import { describeDatabase } from '../../db/database-url.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance; repositories take it (or a transaction) as first argument. */
    db: Kysely<Database>;
  }
}

/**
 * Opens the database DATABASE_URL names, migrates it to the latest schema before the
 * server accepts requests, and closes it when the app closes. Fastify runs onClose hooks
 * after the server has stopped taking requests, so in-flight queries finish first.
 */
export const databasePlugin = fp(
  async (app) => {
    const db = createDatabase(app.config.database, app.log);
    try {
      const applied = await migrateToLatest(db);
      app.log.info({ database: describeDatabase(app.config.database), applied }, 'database ready');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
