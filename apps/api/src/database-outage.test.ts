import { createServer, connect, type Server, type Socket } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { UNAVAILABLE_MESSAGE } from './lib/error-answer.ts';
import { registerUser, signIn, type RegisteredUser } from './test/accounts-fixture.ts';
import { createSiteFixture, type SiteFixture } from './test/site-fixture.ts';
import { testConfig } from './test/test-app.ts';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database.ts';

const UNAVAILABLE = { success: false, systemMessage: UNAVAILABLE_MESSAGE, message: UNAVAILABLE_MESSAGE, statusCode: 503 };

/** A TCP relay to PostgreSQL that the test can cut, as a database outage would. */
class DatabaseRelay {
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  port = 0;

  async open(target: URL): Promise<void> {
    const [host, port] = [target.hostname, Number(target.port || 5432)];
    this.#server = createServer((client) => {
      const upstream = connect({ host, port });
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describe(`while the database is away (${testDialect()})`, () => {
  let site: SiteFixture;
  let database: TestDatabase;
  let app: FastifyInstance;
  let user: RegisteredUser;
  const relay = new DatabaseRelay();

  const myProduct = () => app.inject({ method: 'GET', url: `/api/account/myProduct?clientId=${user.id}`, headers: { authorization: `Bearer ${user.token}` } });

  beforeAll(async () => {
    site = await createSiteFixture();
    database = await createTestDatabase();
    const config = testConfig(site, database);
    if (database.target.dialect === 'postgres') {
      const url = new URL(database.target.url);
      await relay.open(url);
      url.host = `127.0.0.1:${relay.port}`;
      config.database = { dialect: 'postgres', url: url.toString() };
    }
    app = await buildApp(config, { startWorkers: false });
    user = await registerUser(app);
  });

  afterAll(async () => {
    await app.close();
    await relay.cut();
    await database.drop();
    await site.cleanup();
  });

  it('answers 503 with Retry-After in the service shape, never 500, and recovers by itself', async () => {
    const { target } = database;
    let lock: DatabaseSync | undefined;
    if (target.dialect === 'postgres') await relay.cut();
    else {
      // Another process holds the write lock past the busy timeout.
      lock = new DatabaseSync(target.file);
      lock.exec('BEGIN EXCLUSIVE; INSERT INTO rate_limits (key, count, resets_at) VALUES (\'lock\', 1, 0);');
    }

    const refused = await signIn(app, user.email, user.password);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual(UNAVAILABLE);
    if (target.dialect === 'postgres') {
      const lists = await myProduct();
      expect(lists.statusCode).toBe(503);
      expect(lists.json()).toEqual(UNAVAILABLE);
    }

    if (target.dialect === 'postgres') await relay.open(new URL(target.url));
    else {
      lock?.exec('ROLLBACK');
      lock?.close();
    }
    expect((await signIn(app, user.email, user.password)).json()).toMatchObject({ success: true });
    expect((await myProduct()).statusCode).toBe(200);
  }, 20_000);
});
