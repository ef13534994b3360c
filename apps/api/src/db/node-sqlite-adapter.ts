import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Gives Node's built-in `node:sqlite` the shape of better-sqlite3 that Kysely's
 * SqliteDialect drives, so SQLite needs no native addon (docs: README, "Database").
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    prepare: (sql) => adaptStatement(database.prepare(sql)),
    // Kysely closes on destroy; closing twice must not throw during shutdown.
    close: () => {
      if (database.isOpen) database.close();
    },
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (SELECT, or any statement with RETURNING) is read
    // with all(); the rest are run() for their change count and rowid.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqliteValues(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...toSqliteValues(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...toSqliteValues(parameters)) as IterableIterator<unknown>,
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
