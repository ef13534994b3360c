import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../db/database-url.ts';

/** A database that exists only for one test file. */
export interface TestDatabase {
  target: DatabaseTarget;
  /** Removes the database (and its files); call it in afterAll. */
  drop(): Promise<void>;
}

/** The dialect under test: TEST_DATABASE_URL set to a postgres URL means PostgreSQL. */
export function testDialect(): DatabaseTarget['dialect'] {
  return adminUrl() === undefined ? 'sqlite' : 'postgres';
}

/**
 * A fresh, empty database for the dialect TEST_DATABASE_URL chooses: unset, a SQLite file
 * in a temp folder; a postgres:// URL, a new uniquely named database on that server,
 * created and later dropped through the URL's (admin) connection.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = adminUrl();
  return admin === undefined ? createSqliteDatabase() : createPostgresDatabase(admin);
}

function adminUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url === undefined || url === '') return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('TEST_DATABASE_URL must be unset or a postgres:// URL');
  return url;
}

async function createSqliteDatabase(): Promise<TestDatabase> {
  const folder = await mkdtemp(join(tmpdir(), 'wtm-api-db-'));
  return {
    target: { dialect: 'sqlite', file: join(folder, 'test.sqlite') },
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(admin: string): Promise<TestDatabase> {
  const name = `wtm_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    target: { dialect: 'postgres', url: url.toString() },
    // FORCE ends connections a failed test may have left open.
    drop: () => withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
