import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.ts';
import { createDatabase } from './create-database.ts';
import { MIGRATION_NAME_PATTERN, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

const silent = { error: () => undefined };

// Stand-ins shaped like real feature migrations, to exercise the machinery itself.
const fixtureMigrations: Record<string, Migration> = {
  '2026_01_01_0001_widgets': {
    up: async (db) => {
      await db.schema.createTable('widget').addColumn('id', 'integer', (column) => column.primaryKey()).execute();
    },
  },
  '2026_01_02_0001_widget_name': {
    up: async (db) => {
      await db.schema.alterTable('widget').addColumn('name', 'text').execute();
    },
  },
};

const BEFORE_EXPIRY = '2026_11_25_0001_rate_limits_without_resets_at_index';

/** The migrations up to and including `last`. */
function migrationsUpTo(last: string) {
  const names = Object.keys(migrations);
  return Object.fromEntries(names.slice(0, names.indexOf(last) + 1).map((name) => [name, migrations[name]!]));
}

const mailRow = (id: string, status: string) => ({
  id,
  idempotency_key: `key-${id}`,
  kind: 'test-notice',
  recipient: 'someone@example.com',
  subject: 'A notice',
  text_body: 'text',
  html_body: '<p>html</p>',
  status,
  attempts: 2,
  next_attempt_at: 1_000,
  last_error: 'refused',
  created_at: 500,
  sent_at: null,
  reply_to: 'reply@example.com',
});

describe(`migrations (${testDialect()})`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target, silent);
  });

  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  it('names every migration YYYY_MM_DD_NNNN_what, so they sort by date', () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(MIGRATION_NAME_PATTERN);
  });

  it("applies the app's migrations, and a second run changes nothing", async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('applies each migration once, in order, however often it runs', async () => {
    expect(await migrateToLatest(db, fixtureMigrations)).toEqual(['2026_01_01_0001_widgets', '2026_01_02_0001_widget_name']);
    expect(await migrateToLatest(db, fixtureMigrations)).toEqual([]);
    await sql`insert into widget (id, name) values (1, 'gear')`.execute(db);
    const { rows } = await sql<{ name: string }>`select name from widget`.execute(db);
    expect(rows).toEqual([{ name: 'gear' }]);
  });

  it('names the migration that failed', async () => {
    const broken: Record<string, Migration> = {
      ...fixtureMigrations,
      '2026_01_03_0001_broken': { up: async (trx) => void (await sql`alter table no_such_table add column x integer`.execute(trx)) },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow('Database migration failed in migration 2026_01_03_0001_broken');
    // PostgreSQL runs a batch of pending migrations in one transaction, so nothing of the
    // failed run stays; Kysely runs SQLite's one by one (table rebuilds need pragmas that
    // cannot change inside a transaction), so the migrations before the failure stay.
    const reapplied = testDialect() === 'postgres' ? Object.keys(fixtureMigrations) : [];
    expect(await migrateToLatest(db, fixtureMigrations)).toEqual(reapplied);
  });

  it('keeps mail queued before the expiry migrations, and allows the status expired and no other new one', async () => {
    await migrateToLatest(db, migrationsUpTo(BEFORE_EXPIRY));
    const untyped = db as unknown as Kysely<any>;
    await untyped.insertInto('mail_outbox').values([mailRow('a', 'pending'), mailRow('b', 'sent')]).execute();

    await migrateToLatest(db);
    const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { ...mailRow('a', 'pending'), expires_at: null, calendar: null },
      { ...mailRow('b', 'sent'), expires_at: null, calendar: null },
    ]);

    await db.updateTable('mail_outbox').set({ status: 'expired', expires_at: 900 }).where('id', '=', 'a').execute();
    expect(await db.selectFrom('mail_outbox').select(['status', 'expires_at']).where('id', '=', 'a').executeTakeFirst()).toEqual({ status: 'expired', expires_at: 900 });
    await expect(untyped.updateTable('mail_outbox').set({ status: 'lost' }).where('id', '=', 'b').execute()).rejects.toThrow(/check/i);
    // Still one mail per idempotency key.
    await expect(untyped.insertInto('mail_outbox').values({ ...mailRow('c', 'pending'), idempotency_key: 'key-a' }).execute()).rejects.toThrow(/unique/i);
  });
});
