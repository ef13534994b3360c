import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`shutting down (${testDialect()})`, () => {
  it('waits for a handler whose client has gone before it closes the database', async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    const events: string[] = [];
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    // Stands in for a sign-in: it awaits (a hash), then uses the database.
    app.get('/test/slow-then-database', async () => {
      handlerStarted();
      await gate;
      try {
        const row = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('users')).executeTakeFirstOrThrow();
        events.push(`handler read ${Number(row.users)} users`);
      } catch (error) {
        events.push(`handler failed: ${(error as Error).message}`);
      }
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = httpRequest({ host: '127.0.0.1', port, path: '/test/slow-then-database' });
    client.on('error', () => undefined);
    client.end();
    await started;
    // The visitor gives up: the server no longer has a connection to wait for.
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closing = testApp.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.push('hash done');
    openGate();
    await closing;

    expect(events).toEqual(['hash done', 'handler read 0 users', 'closed']);
  });
});
