import { Kysely, type LogEvent } from 'kysely';
import type { DatabaseTarget } from './database-url.ts';
import { createPostgresDialect, createSqliteDialect, type DialectLogger, type PoolReading } from './dialects.ts';
import type { Database } from './schema.ts';

export type { PoolReading } from './dialects.ts';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** PostgreSQL's pool now; undefined on SQLite. */
  readPool(): PoolReading | undefined;
}

/** One Kysely instance for the dialect DATABASE_URL chose; the caller destroys it. */
export function createDatabase(target: DatabaseTarget, log: DialectLogger, poolSize?: number): Kysely<Database> {
  return openDatabase(target, log, { poolSize }).db;
}

/** As createDatabase, with the pool's reading and every failed query reported to `onQueryError`. */
export function openDatabase(target: DatabaseTarget, log: DialectLogger, options: { poolSize?: number | undefined; onQueryError?: () => void }): OpenedDatabase {
  const { onQueryError } = options;
  const kyselyLog =
    onQueryError === undefined
      ? undefined
      : (event: LogEvent) => {
          if (event.level === 'error') onQueryError();
        };
  if (target.dialect === 'sqlite') {
    const db = new Kysely<Database>({ dialect: createSqliteDialect(target.file), ...(kyselyLog && { log: kyselyLog }) });
    return { db, readPool: () => undefined };
  }
  const dialect = createPostgresDialect(target.url, log, options.poolSize);
  return { db: new Kysely<Database>({ dialect, ...(kyselyLog && { log: kyselyLog }) }), readPool: dialect.readPool };
}
