import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { testConfig, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const liveBooks = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.books?.version;

/** Polls until `check` holds; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe(`instances reading one release store (${testDialect()})`, () => {
  let first: TestApp;
  let second: FastifyInstance;
  const postgres = testDialect() === 'postgres';

  beforeEach(async () => {
    // PostgreSQL: only a notification can tell the second instance within the test (its
    // re-read waits a minute). SQLite has no notifications: the re-read is all there is.
    const rereadMs = postgres ? 60_000 : 200;
    first = await createTestApp({ config: { releases: { rereadMs } } });
    second = await buildApp(testConfig(first.site, first.database, { config: { releases: { rereadMs } } }), { startWorkers: false });
  });

  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('shows a release made through one instance on the other within a second', async () => {
    const { live } = await first.releaseRemote('books');
    const waited = await within(1000, async () => (await liveBooks(second)) === live.version);
    expect(waited).toBeLessThan(1000);
  });

  if (postgres) {
    it('listens again after its notification connection is cut, and reads what it missed', async () => {
      const admin = new pg.Client({ connectionString: (first.database.target as { url: string }).url });
      await admin.connect();
      try {
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'wtm-api-releases' and datname = current_database()`);
        const { live } = await first.releaseRemote('books');
        await within(5000, async () => (await liveBooks(second)) === live.version);
        const again = await first.releaseRemote('books', { 'extra.js': 'x' });
        expect(await within(1000, async () => (await liveBooks(second)) === again.live.version)).toBeLessThan(1000);
      } finally {
        await admin.end();
      }
    });
  }
});

describe(`the first run (${testDialect()})`, () => {
  it('releases the builds of this checkout on an empty store only, and later says which differ', async () => {
    const testApp = await createTestApp({ site: { built: true } });
    try {
      const builds = join(testApp.site.root, 'checkout');
      const books = await fakeBuild(builds, 'books');
      await writeFile(join(builds, 'package.json'), '{"version":"2.3.4"}');
      const logs = captureLogs();
      const config = testConfig(testApp.site, testApp.database, { logStream: logs.stream });
      // The store already has the fixture's shell (this test app's first run): nothing goes live.
      const later = await buildApp({ ...config, releases: { ...config.releases, firstRunRemotes: { ...config.releases.firstRunRemotes, books } } }, { logStream: logs.stream, startWorkers: false });
      try {
        expect(await liveBooks(later)).toBeUndefined();
        expect(logs.text()).toContain("this checkout's books build is not live: pnpm release books makes it so");
      } finally {
        await later.close();
      }
      expect((await testApp.app.releases.history('shell'))).toHaveLength(1);
    } finally {
      await testApp.close();
    }
  });

  it('serves the first run release at once', async () => {
    const testApp = await createTestApp();
    try {
      const page = await testApp.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toMatch(/^"shell-0\.0\.0-[0-9a-f]{10}"$/);
      expect((await testApp.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(page.headers.etag) } })).statusCode).toBe(304);
    } finally {
      await testApp.close();
    }
  });
});
