import { connect, type AddressInfo, type Socket } from 'node:net';
import { DEFAULT_SERVER_LIMITS } from './env.ts';
import { rawGet } from './test/raw-request.ts';
import { createTestApp, xsrfHeaders, type TestApp } from './test/test-app.ts';
import { testDialect } from './test/test-database.ts';

const SLOW_CLIENTS = 200;

/** A client that sends a request's headers and part of its body, then nothing more. */
function slowClient(port: number): Promise<Socket> {
  const xsrf = Object.entries(xsrfHeaders()).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(`POST /api/register/salesEnquiry HTTP/1.1\r\nHost: localhost\r\n${xsrf}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"firstName":`);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
  });
}

describe(`slow and excess clients (${testDialect()})`, () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { server: { ...DEFAULT_SERVER_LIMITS, requestTimeoutMs: 600, maxConnections: SLOW_CLIENTS + 20 } } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  afterAll(() => testApp.close());

  it('cuts off clients that never finish their request, and keeps answering others meanwhile', async () => {
    const sockets = await Promise.all(Array.from({ length: SLOW_CLIENTS }, () => slowClient(port)));
    const endings = sockets.map(closed);
    const health = await rawGet(testApp.app, '/healthz');
    expect(health.statusCode).toBe(200);
    const started = Date.now();
    const answers = await Promise.all(endings);
    // Node checks the deadline at least every 300 ms here (half the timeout).
    expect(Date.now() - started).toBeLessThan(3000);
    expect(new Set(answers.map((answer) => answer.split('\r\n')[0]))).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
    expect((await rawGet(testApp.app, '/healthz')).statusCode).toBe(200);
  });

  it('refuses connections past MAX_CONNECTIONS at once, and serves again once they are gone', async () => {
    const limit = SLOW_CLIENTS + 20;
    const sockets = await Promise.all(Array.from({ length: limit + 5 }, () => slowClient(port)));
    const endings = sockets.map(closed);
    // The excess ones are closed at once, long before the request timeout.
    const first = await Promise.race([Promise.any(endings), new Promise((resolve) => setTimeout(() => resolve('none'), 400))]);
    expect(first).toBe('');
    for (const socket of sockets) socket.destroy();
    await Promise.all(endings);
    expect((await rawGet(testApp.app, '/healthz')).statusCode).toBe(200);
  });
});
