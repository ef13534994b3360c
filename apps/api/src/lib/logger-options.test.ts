import { captureLogs, type LogCapture } from '../test/log-capture.ts';
import { createTestApp, newXsrfPair, xsrfHeaders, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';

describe(`request logging (${testDialect()})`, () => {
  let logs: LogCapture;
  let testApp: TestApp;

  beforeAll(async () => {
    logs = captureLogs();
    testApp = await createTestApp({ logStream: logs.stream });
    // The real legacy GET /api/login/changePassword is exercised below; this test-only
    // route stands for any request that fails.
    testApp.app.post('/api/login/failing', async () => {
      throw new Error('database exploded');
    });
  });

  afterAll(() => testApp.close());

  beforeEach(() => {
    logs.lines.length = 0;
  });

  it('writes structured JSON lines', async () => {
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const line of logs.lines) expect(() => JSON.parse(line)).not.toThrow();
    const incoming = logs.lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming.req).toEqual(expect.objectContaining({ method: 'GET', url: '/healthz' }));
  });

  it('ties every line of a request to it by its reqId, the error line too', async () => {
    await Promise.all([
      testApp.app.inject({ method: 'POST', url: '/api/login/failing', headers: xsrfHeaders() }),
      testApp.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    const entries = logs.lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url: string } });
    const failing = entries.find((entry) => entry.msg === 'incoming request' && entry.req?.url === '/api/login/failing')!;
    const healthz = entries.find((entry) => entry.msg === 'incoming request' && entry.req?.url === '/healthz')!;
    expect(failing.reqId).toEqual(expect.any(String));
    expect(healthz.reqId).not.toBe(failing.reqId);
    const ofFailing = entries.filter((entry) => entry.reqId === failing.reqId).map((entry) => entry.msg);
    expect(ofFailing).toEqual(expect.arrayContaining(['incoming request', 'request failed', 'request completed']));
    expect(entries.filter((entry) => entry.reqId === healthz.reqId).map((entry) => entry.msg)).not.toContain('request failed');
  });

  it.each([
    ['an existing route', '/api/login/changePassword?password=secret123&hash=abc'],
    ['an unknown route', '/api/login/nowhere?password=secret123&hash=abc'],
  ])('never writes the password or hash of %s', async (_what, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const text = logs.text();
    expect(text).toContain('password=[redacted]&hash=[redacted]');
    expect(text).not.toContain('secret123');
    expect(text).not.toContain('abc');
  });

  it('never writes Authorization, Cookie or XSRF values, even when a request fails', async () => {
    const pair = newXsrfPair();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login/failing?token=tok-in-query',
      headers: { ...xsrfHeaders(pair), authorization: 'Bearer bearer-secret-value' },
      payload: { password: 'body-secret' },
    });
    expect(response.statusCode).toBe(500);
    const text = logs.text();
    expect(text).toContain('database exploded');
    for (const secret of ['bearer-secret-value', pair.secret, pair.token, 'tok-in-query', 'body-secret']) expect(text).not.toContain(secret);
  });
});
