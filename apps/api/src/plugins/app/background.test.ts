import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

type Stage = 'handler' | 'preHandler' | 'preValidation';

/**
 * A request waits (as a sign-in waits for its hash) in its handler or in a route hook,
 * then reads the database; its client gives up, the app closes, then the wait ends.
 * Returns what happened, in order.
 */
async function closeUnderAbandonedRequest(stage: Stage): Promise<string[]> {
  const testApp = await createTestApp();
  const { app } = testApp;
  const events: string[] = [];
  let reached!: () => void;
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const waitThenRead = async (where: string) => {
    reached();
    await gate;
    try {
      const row = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('users')).executeTakeFirstOrThrow();
      events.push(`${where} read ${Number(row.users)} users`);
    } catch (error) {
      events.push(`${where} failed: ${(error as Error).message}`);
    }
  };
  const route = (instance: FastifyInstance) =>
    stage === 'handler'
      ? instance.get('/test/abandoned', async () => {
          await waitThenRead('handler');
          return { done: true };
        })
      : instance.get('/test/abandoned', { [stage]: async () => waitThenRead(stage) }, async () => ({ done: true }));
  route(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const client = httpRequest({ host: '127.0.0.1', port, path: '/test/abandoned' });
  client.on('error', () => undefined);
  client.end();
  await waiting;
  // The visitor gives up: the server no longer has a connection to wait for.
  client.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));

  const closing = testApp.close().then(() => events.push('closed'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  events.push('wait over');
  openGate();
  await closing;
  return events;
}

describe(`shutting down (${testDialect()})`, () => {
  it('waits for a handler whose client has gone before it closes the database', async () => {
    expect(await closeUnderAbandonedRequest('handler')).toEqual(['wait over', 'handler read 0 users', 'closed']);
  });

  it('waits for a preHandler whose client has gone, too', async () => {
    expect(await closeUnderAbandonedRequest('preHandler')).toEqual(['wait over', 'preHandler read 0 users', 'closed']);
  });

  it('waits for a preValidation hook (the session lookup) whose client has gone, too', async () => {
    expect(await closeUnderAbandonedRequest('preValidation')).toEqual(['wait over', 'preValidation read 0 users', 'closed']);
  });
});
