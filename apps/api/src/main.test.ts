import { spawnSync } from 'node:child_process';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { connect } from 'node:net';
import { createSiteFixture, type SiteFixture } from './test/site-fixture.ts';
import { xsrfHeaders } from './test/test-app.ts';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database.ts';
import { databaseUrlOf, startServerProcess, type ServerProcess } from './test/server-process.ts';

/** A GET over a kept-alive connection; the socket stays open in `agent` afterwards. */
function keptAliveGet(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe(`the server process on SIGTERM (${testDialect()})`, () => {
  let site: SiteFixture;
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    site = await createSiteFixture();
    database = await createTestDatabase();
  });

  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database.drop();
    await site.cleanup();
  });

  const start = (env: Record<string, string> = {}) =>
    startServerProcess({
      DATABASE_URL: databaseUrlOf(database.target),
      DATA_DIR: site.dataDir,
      SHELL_DIR: site.shellDir,
      RELEASE_STORE_URL: site.storeDir,
      HANDOFF_SECRET: 'a-shared-secret-of-at-least-32-characters',
      ...env,
    });

  it('exits 0 within a second when idle, though a kept-alive connection is open', async () => {
    server = await start();
    const agent = new Agent({ keepAlive: true });
    expect(await keptAliveGet(`${server.url}/healthz`, agent)).toBe(200);
    expect(agent.freeSockets).not.toEqual({});
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(1000);
    agent.destroy();
  });

  it('exits 0 within a second though a connection that never sent a request is open (a preconnect)', async () => {
    server = await start();
    const { hostname, port } = new URL(server.url);
    const preconnect = connect({ host: hostname, port: Number(port) });
    await new Promise((resolve) => preconnect.once('connect', resolve));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(1000);
    preconnect.destroy();
  });

  it('fails readiness while it drains, serving meanwhile, then exits 0', async () => {
    server = await start({ DRAIN_DELAY_MS: '800' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'draining' });
    // A proxy keeps no connection to a draining instance.
    const agent = new Agent({ keepAlive: true });
    const connection = await new Promise<string | undefined>((resolve, reject) => {
      get(`${server!.url}/healthz`, { agent }, (response) => {
        response.resume();
        resolve(response.headers.connection);
      }).on('error', reject);
    });
    expect(connection).toBe('close');
    agent.destroy();
    // Still serving while the load balancer takes it out.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it('answers a request that is in flight when it stops', async () => {
    server = await start();
    const registration = fetch(`${server.url}/api/register/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...xsrfHeaders() },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', phoneNo: '+44 20 7946 0000', city: 'London', company: 'Engines', jobTitleId: 9 }),
    });
    // Signalled once the server has the request (it logs it), while the password is hashed.
    while (!server.output().includes('/api/register/save')) await new Promise((resolve) => setTimeout(resolve, 2));
    server.child.kill('SIGTERM');
    const answer = await registration;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, email: 'ada@example.com' });
    const exit = await server.exited;
    if (exit.code !== 0) console.warn(server.output().split('\n').slice(-8).join('\n'));
    expect(exit.code).toBe(0);
  });

  it.each([
    ['without HANDOFF_SECRET', {}, 'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL'],
    ['with a short HANDOFF_SECRET', { HANDOFF_SECRET: 'tiny-secret' }, 'HANDOFF_SECRET must be at least 32 characters'],
  ])('refuses to start on PostgreSQL %s, saying why', (_what, env, message) => {
    const started = spawnSync(process.execPath, [join(import.meta.dirname, 'main.ts')], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: site.dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', ...env },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Invalid configuration');
    expect(started.stderr).toContain(message);
    expect(started.stderr).not.toContain('tiny-secret');
  });
});
