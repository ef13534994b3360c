import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { compiledQuery } from './compiled-query.ts';

describe(`compiledQuery (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('compiles once and binds each call its own values, repeated arguments and constants included', async () => {
    const build = jest.fn((db: TestApp['app']['db'], key: string, now: number, resetsAt: number) =>
      db
        .insertInto('rate_limits')
        .values({ key, count: 1, resets_at: resetsAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.resets_at <= ${now} then 1 else rate_limits.count + 1 end`,
            resets_at: sql<number>`case when rate_limits.resets_at <= ${now} then ${resetsAt} else rate_limits.resets_at end`,
          }),
        )
        .returning(['key', 'count', 'resets_at']),
    );
    const upsert = compiledQuery(build);
    const { db } = testApp.app;
    expect(await upsert.takeFirst(db, 'compiled-a', 1000, 2000)).toEqual({ key: 'compiled-a', count: 1, resets_at: 2000 });
    expect(await upsert.takeFirst(db, 'compiled-a', 1500, 2500)).toEqual({ key: 'compiled-a', count: 2, resets_at: 2000 });
    // Window over: both uses of `now` and of `resetsAt` got this call's values.
    expect(await upsert.takeFirst(db, 'compiled-a', 3000, 4000)).toEqual({ key: 'compiled-a', count: 1, resets_at: 4000 });
    expect(await upsert.takeFirst(db, 'compiled-b', 3000, 5000)).toEqual({ key: 'compiled-b', count: 1, resets_at: 5000 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs inside a transaction, which rolls it back with the rest', async () => {
    const insert = compiledQuery((db, key: string) => db.insertInto('rate_limits').values({ key, count: 1, resets_at: 1 }));
    const find = compiledQuery((db, key: string) => db.selectFrom('rate_limits').select('key').where('key', '=', key));
    const { db } = testApp.app;
    await expect(
      db.transaction().execute(async (trx) => {
        await insert.execute(trx, 'compiled-rolled-back');
        expect(await find.takeFirst(trx, 'compiled-rolled-back')).toEqual({ key: 'compiled-rolled-back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await find.takeFirst(db, 'compiled-rolled-back')).toBeUndefined();
    expect((await find.execute(db, 'nothing')).rows).toEqual([]);
  });

  it('refuses an argument that does not reach the parameters unchanged', async () => {
    const wrong = compiledQuery((db, now: number) => db.selectFrom('rate_limits').select('key').where('resets_at', '>', now + 1000));
    await expect(wrong.execute(testApp.app.db, 1)).rejects.toThrow(/argument 0 does not reach/);
  });
});
