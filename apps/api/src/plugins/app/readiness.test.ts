import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

/** One request over a fresh connection: its status and Connection header, or the socket error. */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; connection?: string } | { error: string }> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ...(response.headers.connection ? { connection: response.headers.connection } : {}) }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end(body);
  });
}

describe(`a draining instance (${testDialect()})`, () => {
  let testApp: TestApp;
  let port: number;
  const proxied = { 'x-forwarded-for': '203.0.113.7' };

  beforeAll(async () => {
    testApp = await createTestApp({ config: { trustProxy: ['loopback'] } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    testApp.app.readiness.drain();
  });

  afterAll(() => testApp.close());

  it('cuts a GET that came through the proxy, so the proxy retries it elsewhere', async () => {
    expect(await send(port, 'GET', '/remotes.json', proxied)).toEqual({ error: 'ECONNRESET' });
  });

  it('answers the probes, a POST through the proxy, and any direct client, with Connection: close', async () => {
    expect(await send(port, 'GET', '/readyz', proxied)).toEqual({ status: 503, connection: 'close' });
    expect(await send(port, 'GET', '/healthz', proxied)).toEqual({ status: 200, connection: 'close' });
    const post = await send(port, 'POST', '/api/handoff/verify', { ...proxied, 'content-type': 'application/json' }, JSON.stringify({ token: 'x' }));
    expect(post).toEqual({ status: 200, connection: 'close' });
    expect(await send(port, 'GET', '/remotes.json')).toEqual({ status: 200, connection: 'close' });
  });
});
