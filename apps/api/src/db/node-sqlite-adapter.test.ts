import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { adaptNodeSqlite, toSqliteValues } from './node-sqlite-adapter.ts';

describe('adaptNodeSqlite', () => {
  let raw: DatabaseSync;

  beforeEach(() => {
    raw = new DatabaseSync(':memory:');
    raw.exec('create table note (id integer primary key, body text not null, done integer not null default 0)');
  });

  afterEach(() => {
    if (raw.isOpen) raw.close();
  });

  it('marks statements that yield rows as readers, including RETURNING', () => {
    const database = adaptNodeSqlite(raw);
    expect(database.prepare('select * from note').reader).toBe(true);
    expect(database.prepare('insert into note (body) values (?) returning id').reader).toBe(true);
    expect(database.prepare('insert into note (body) values (?)').reader).toBe(false);
    expect(database.prepare('create table other (x integer)').reader).toBe(false);
  });

  it('runs writes with their change count and rowid', () => {
    const database = adaptNodeSqlite(raw);
    const insert = database.prepare('insert into note (body) values (?)');
    expect(insert.run(['first'])).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run(['second'])).toEqual({ changes: 1, lastInsertRowid: 2 });
    expect(database.prepare('update note set done = 1').run([])).toMatchObject({ changes: 2 });
  });

  it('reads rows with all() and iterate(), binding positional parameters', () => {
    const database = adaptNodeSqlite(raw);
    database.prepare('insert into note (body) values (?), (?)').run(['a', 'b']);
    const select = database.prepare('select id, body from note where id >= ? order by id');
    expect(select.all([1])).toEqual([
      { id: 1, body: 'a' },
      { id: 2, body: 'b' },
    ]);
    expect([...select.iterate([2])]).toEqual([{ id: 2, body: 'b' }]);
  });

  it('binds booleans as 1 and 0, which node:sqlite would reject', () => {
    expect(toSqliteValues([true, false, 'x', null, 3])).toEqual([1, 0, 'x', null, 3]);
    const database = adaptNodeSqlite(raw);
    database.prepare('insert into note (body, done) values (?, ?)').run(['x', true]);
    expect(database.prepare('select done from note').all([])).toEqual([{ done: 1 }]);
  });

  it('prepares each SQL text once and reuses the statement', () => {
    const prepare = jest.spyOn(raw, 'prepare');
    const database = adaptNodeSqlite(raw);
    const insert = 'insert into note (body) values (?)';
    database.prepare(insert).run(['a']);
    database.prepare(insert).run(['b']);
    expect(database.prepare('select count(*) as n from note').all([])).toEqual([{ n: 2 }]);
    expect(database.prepare('select count(*) as n from note').all([])).toEqual([{ n: 2 }]);
    expect(prepare).toHaveBeenCalledTimes(2);
    // The reader flag belongs to the statement's SQL, cached or not.
    expect(database.prepare(insert).reader).toBe(false);
    expect(database.prepare('insert into note (body) values (?) returning id').reader).toBe(true);
  });

  it('keeps at most statementCacheSize statements, least recently used out first', () => {
    const prepare = jest.spyOn(raw, 'prepare');
    const database = adaptNodeSqlite(raw, { statementCacheSize: 2 });
    const a = 'select 1 as a';
    const b = 'select 2 as b';
    const c = 'select 3 as c';
    database.prepare(a);
    database.prepare(b);
    database.prepare(a); // a is now the most recently used
    database.prepare(c); // b leaves
    expect(prepare).toHaveBeenCalledTimes(3);
    database.prepare(a);
    database.prepare(c);
    expect(prepare).toHaveBeenCalledTimes(3);
    database.prepare(b);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('runs a cached statement again while another query on the same SQL is being iterated', () => {
    const database = adaptNodeSqlite(raw);
    database.prepare('insert into note (body) values (?), (?), (?)').run(['a', 'b', 'c']);
    const sql = 'select body from note where id >= ? order by id';
    const iterator = database.prepare(sql).iterate([1]);
    expect(iterator.next().value).toEqual({ body: 'a' });
    // Another query with the same text in between (another request, on the cached statement).
    expect(database.prepare(sql).all([3])).toEqual([{ body: 'c' }]);
    expect([...iterator]).toEqual([{ body: 'b' }, { body: 'c' }]);
  });

  it('sees schema changes through cached statements (SQLite re-prepares them)', () => {
    const database = adaptNodeSqlite(raw);
    const select = 'select * from note';
    database.prepare('insert into note (body) values (?)').run(['x']);
    expect(Object.keys((database.prepare(select).all([]) as object[])[0]!)).toEqual(['id', 'body', 'done']);
    database.prepare('alter table note add column extra text').run([]);
    expect(Object.keys((database.prepare(select).all([]) as object[])[0]!)).toEqual(['id', 'body', 'done', 'extra']);
  });

  it('closes once, and a second close is harmless', () => {
    const database = adaptNodeSqlite(raw);
    database.close();
    expect(raw.isOpen).toBe(false);
    expect(() => database.close()).not.toThrow();
  });

  it("drives Kysely's SqliteDialect, transactions included", async () => {
    const db = new Kysely<{ note: { id: Generated<number>; body: string; done: number } }>({
      dialect: new SqliteDialect({ database: adaptNodeSqlite(raw) }),
    });
    const inserted = await db.insertInto('note').values({ body: 'k', done: 0 }).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ body: 'rolled back', done: 0 }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { count } = await db.selectFrom('note').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
    expect(count).toBe(1);
    await db.destroy();
    expect(raw.isOpen).toBe(false);
  });
});
