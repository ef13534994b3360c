import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { adaptNodeSqlite } from './node-sqlite-adapter.ts';

export interface DialectLogger {
  error(details: object, message: string): void;
}

/** SQLite through node:sqlite; opened lazily by Kysely on the first query. */
export function createSqliteDialect(file: string): Dialect {
  return new SqliteDialect({
    database: async () => {
      mkdirSync(dirname(file), { recursive: true });
      const database = new DatabaseSync(file);
      // WAL lets readers run while a write is in progress; busy_timeout makes a second
      // process (a CLI command, a migration) wait for the lock instead of failing at
      // once; foreign keys are off by default in SQLite.
      database.exec(`
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = NORMAL;
        PRAGMA foreign_keys = ON;
        PRAGMA busy_timeout = 5000;
      `);
      return adaptNodeSqlite(database);
    },
  });
}

const INT8_OID = 20;

/** A pool's connections: all it holds, the idle ones, and queries waiting for one. */
export interface PoolReading {
  total: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL through a pg Pool, so several API instances can share one database. */
export function createPostgresDialect(url: string, log: DialectLogger, poolSize = 10): Dialect & { readPool(): PoolReading } {
  const pool = new pg.Pool({
    connectionString: url,
    // DATABASE_POOL_SIZE: instances × pool size must stay below the server's max_connections.
    max: poolSize,
    // A database that does not answer must fail fast (healthz answers 503), not hang.
    connectionTimeoutMillis: 5000,
    application_name: 'wtm-api',
    // count(*) and bigint columns come back as strings by default; numbers keep the
    // answers the same as on SQLite. Values past 2^53 are not expected in this schema.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A client that loses its connection emits 'error' (on the pool while idle, on the client
  // while checked out); unhandled, that event would end the process. The query in flight
  // fails (answered 503), and the next query opens a fresh connection.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL connection failed'));
  pool.on('connect', (client) => client.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection failed')));
  return Object.assign(new PostgresDialect({ pool }), {
    readPool: (): PoolReading => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  });
}
