import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements a connection keeps (least recently used out first). */
export const STATEMENT_CACHE_SIZE = 256;

export interface NodeSqliteOptions {
  /** Prepared statements kept per connection, keyed by SQL text; default STATEMENT_CACHE_SIZE. */
  statementCacheSize?: number;
}

/**
 * Gives Node's built-in `node:sqlite` the shape of better-sqlite3 that Kysely's
 * SqliteDialect drives, so SQLite needs no native addon (docs: README, "Database").
 *
 * Kysely asks for a prepared statement on every query. Preparing (parsing and planning
 * the SQL) costs more than running these small indexed queries, so the statements are
 * kept by their SQL text, bounded: the repositories' queries are a few dozen texts, and
 * the bound keeps texts that vary (an IN list of changing length) from piling up. A
 * statement runs to completion inside all() or run() (node:sqlite is synchronous), so
 * one cached statement is never used by two queries at once; iterate() steps a statement
 * across awaits and therefore gets its own. SQLite re-prepares a cached statement itself
 * when the schema changes (migrations).
 */
export function adaptNodeSqlite(database: DatabaseSync, options: NodeSqliteOptions = {}): SqliteDatabase {
  const capacity = options.statementCacheSize ?? STATEMENT_CACHE_SIZE;
  // Map order is recency order: a hit moves to the end, the oldest leaves from the front.
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement !== undefined) {
        statements.delete(sql);
        statements.set(sql, statement);
        return statement;
      }
      statement = adaptStatement(database, sql, database.prepare(sql));
      if (capacity <= 0) return statement;
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
    // Kysely closes on destroy; closing twice must not throw during shutdown.
    close: () => {
      statements.clear();
      if (database.isOpen) database.close();
    },
  };
}

function adaptStatement(database: DatabaseSync, sql: string, statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (SELECT, or any statement with RETURNING) is read
    // with all(); the rest are run() for their change count and rowid.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqliteValues(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...toSqliteValues(parameters));
      return { changes, lastInsertRowid };
    },
    // A fresh statement: the iteration is stepped across awaits, while the cached one
    // may be run by another query in between.
    iterate: (parameters) => database.prepare(sql).iterate(...toSqliteValues(parameters)) as IterableIterator<unknown>,
  };
}

/**
 * SQLite has no boolean type and node:sqlite rejects JS booleans, while PostgreSQL takes
 * them; mapping them to 1/0 lets one repository run on both dialects. Anything else
 * node:sqlite cannot bind is passed through so it fails with node:sqlite's own message.
 */
export function toSqliteValues(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value) as SQLInputValue);
}
