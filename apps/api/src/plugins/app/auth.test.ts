import { bearer, registerAdmin, registerUser } from '../../test/accounts-fixture.ts';
import { captureLogs, type LogCapture } from '../../test/log-capture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { requireAdmin, requireUser } from './auth.ts';

describe(`requireUser and requireAdmin as other features use them (${testDialect()})`, () => {
  let logs: LogCapture;
  let testApp: TestApp;
  let handlerRuns = 0;

  beforeAll(async () => {
    logs = captureLogs();
    testApp = await createTestApp({ logStream: logs.stream });
    // Test-only routes, shaped like a later feature's (account home, for example).
    testApp.app.get('/api/test/me', { preHandler: requireUser }, async (request) => {
      handlerRuns += 1;
      return request.user;
    });
    testApp.app.get('/api/test/admin', { preHandler: requireAdmin }, async () => {
      handlerRuns += 1;
      return { ok: true };
    });
  });

  afterAll(() => testApp.close());

  it('sets request.user to id, email and role', async () => {
    const user = await registerUser(testApp.app);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/me', headers: bearer(user.token) });
    expect(response.json()).toEqual({ id: user.id, email: user.email, role: 'customer', emailVerified: true, editor: false, sessionId: expect.any(String), signedInAt: expect.any(Number), secondFactor: false });
  });

  it('answers 401 or 403 without ever running the handler', async () => {
    const customer = await registerUser(testApp.app);
    handlerRuns = 0;
    logs.lines.length = 0;
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/test/me' }),
      testApp.app.inject({ method: 'GET', url: '/api/test/admin' }),
      testApp.app.inject({ method: 'GET', url: '/api/test/admin', headers: bearer(customer.token) }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 403]);
    expect(answers[2]!.json()).toEqual({ message: 'You do not have access to this account.', statusCode: 403 });
    expect(handlerRuns).toBe(0);
    expect(logs.text()).not.toMatch(/already sent/i);
  });

  it('lets a session through until it is signed out, then answers 401 at the next call', async () => {
    const customer = await registerUser(testApp.app);
    const me = () => testApp.app.inject({ method: 'GET', url: '/api/test/me', headers: bearer(customer.token) });
    expect((await me()).statusCode).toBe(200);
    handlerRuns = 0;
    logs.lines.length = 0;
    expect((await me()).json()).toEqual({ id: customer.id, email: customer.email, role: 'customer', emailVerified: true, editor: false, sessionId: expect.any(String), signedInAt: expect.any(Number), secondFactor: false });
    const admin = await testApp.app.inject({ method: 'GET', url: '/api/test/admin', headers: bearer(customer.token) });
    expect(admin.statusCode).toBe(403);
    expect(handlerRuns).toBe(1);
    const signOut = await testApp.app.inject({ method: 'POST', url: '/api/login/logout', headers: { ...bearer(customer.token), ...xsrfHeaders() } });
    expect(signOut.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect(handlerRuns).toBe(1);
    expect(logs.text()).not.toMatch(/already sent/i);
  });

  it('lets an administrator through', async () => {
    const admin = await registerAdmin(testApp.app);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/admin', headers: bearer(admin.token) });
    expect(response.json()).toEqual({ ok: true });
  });
});
