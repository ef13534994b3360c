import { spawnSync } from 'node:child_process';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
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

const READS = 50;
const WRITES = 50;

const beacon = JSON.stringify({
  shellVersion: '0.1.0-shell1',
  events: [{ kind: 'view', view: 'view-0123456789', path: '/books', owner: 'books', ownerVersion: '0.1.0-abc123', value: 0, message: '' }],
});

const readRequest = (host: string) => `GET /api/events HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\n\r\n`;
const writeRequest = (host: string) =>
  `POST /api/telemetry HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(beacon)}\r\n\r\n${beacon}`;

/** One connection that writes one whole request and collects whatever comes back until the server closes it. */
async function sendWhole(port: number, request: string): Promise<{ written: Promise<void>; answer: Promise<string> }> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${received}[${error.code}]`));
    socket.on('close', () => resolve(received));
  });
  const written = new Promise<void>((resolve, reject) => socket.write(request, (error) => (error ? reject(error) : resolve())));
  return { written, answer };
}

// Each test starts a server process, up to 40 s on a busy machine (test/server-process.ts).
jest.setTimeout(60_000);

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
    expect(await readiness.json()).toEqual({ status: 'draining', reason: 'the instance is shutting down' });
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

  it(`answers all ${READS} reads and ${WRITES} writes whose bytes were sent just before the signal, then exits 0`, async () => {
    server = await start({ LOG_LEVEL: 'warn' });
    const { host, port } = new URL(server.url);
    const requests = [...Array.from({ length: READS }, () => readRequest(host)), ...Array.from({ length: WRITES }, () => writeRequest(host))];
    const sent = await Promise.all(requests.map((request) => sendWhole(Number(port), request)));
    await Promise.all(sent.map((connection) => connection.written));
    server.child.kill('SIGTERM');

    const answers = await Promise.all(sent.map((connection) => connection.answer));
    const statuses = answers.map((answer) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? `no answer: ${JSON.stringify(answer.slice(-40))}`);
    expect(statuses.slice(0, READS)).toEqual(Array(READS).fill('200'));
    expect(statuses.slice(READS)).toEqual(Array(WRITES).fill('204'));
    const exit = await server.exited;
    expect(exit.code).toBe(0);
  }, 40_000);

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
