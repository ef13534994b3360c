import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { createSiteFixture, type SiteFixture } from './test/site-fixture.ts';
import { testConfig } from './test/test-app.ts';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database.ts';

describe(`buildApp (${testDialect()})`, () => {
  let site: SiteFixture;
  let database: TestDatabase;

  beforeEach(async () => {
    site = await createSiteFixture();
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await database.drop();
    await site.cleanup();
  });

  it('starts again on a database it already migrated', async () => {
    for (let start = 0; start < 2; start += 1) {
      const app = await buildApp(testConfig(site, database));
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await app.close();
    }
  });

  it('closes the database when it closes', async () => {
    const app = await buildApp(testConfig(site, database));
    await app.ready();
    const { db } = app;
    await app.close();
    await expect(db.selectNoFrom((eb) => eb.lit(1).as('one')).execute()).rejects.toThrow();
  });

  it('refuses to start, saying why, when the database cannot be reached', async () => {
    const blocker = join(site.root, 'not-a-folder');
    await writeFile(blocker, '');
    const unreachable =
      testDialect() === 'postgres'
        ? { dialect: 'postgres' as const, url: 'postgres://postgres@127.0.0.1:1/nowhere' }
        : { dialect: 'sqlite' as const, file: join(blocker, 'portal.sqlite') };
    const config = { ...testConfig(site, database), database: unreachable };
    await expect(buildApp(config)).rejects.toThrow(/Database migration failed/);
  });

  it.each([
    [false, '127.0.0.1'],
    [['127.0.0.1'], '203.0.113.9'],
    [1, '203.0.113.9'],
  ])('takes the client address from X-Forwarded-For only behind a trusted proxy (%j)', async (trustProxy, expected) => {
    const app = await buildApp({ ...testConfig(site, database), trustProxy });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({ method: 'GET', url: '/api/test/ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.json()).toEqual({ ip: expected });
    await app.close();
  });
});
