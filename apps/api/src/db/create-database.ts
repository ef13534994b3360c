import { Kysely } from 'kysely';
import type { DatabaseTarget } from './database-url.ts';
import { createPostgresDialect, createSqliteDialect, type DialectLogger } from './dialects.ts';
import type { Database } from './schema.ts';

/** One Kysely instance for the dialect DATABASE_URL chose; the caller destroys it. */
export function createDatabase(target: DatabaseTarget, log: DialectLogger, poolSize?: number): Kysely<Database> {
  const dialect = target.dialect === 'sqlite' ? createSqliteDialect(target.file) : createPostgresDialect(target.url, log, poolSize);
  return new Kysely<Database>({ dialect });
}
