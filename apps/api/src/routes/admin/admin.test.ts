import type { ReleaseDashboard } from '@wtm/contract';
import { registerAdmin, registerUser } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`GET /api/admin/releases (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (token?: string) => testApp.app.inject({ method: 'GET', url: '/api/admin/releases', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get((await registerUser(testApp.app)).token)).statusCode).toBe(403);
  });

  it('shows an administrator each remote: live release, history and hourly figures per release', async () => {
    const live = (await testApp.releaseRemote('books')).live.version;
    const now = Date.now();
    const event = (view_id: string, kind: string, value = 0, owner_version = live) => ({ received_at: now, view_id, kind, path: '/books', owner: 'books', owner_version, shell_version: 's', value, message: '' });
    await testApp.app.db
      .insertInto('telemetry_events')
      .values([
        event('a', 'view'),
        event('a', 'LCP', 1000),
        event('a', 'render-error'),
        event('a', 'uncaught-error'),
        event('b', 'view'),
        event('b', 'LCP', 3000),
        event('b', 'INP', 120),
        event('c', 'view'),
        event('c', 'load-failure'),
        event('d', 'view'),
        { ...event('e', 'view'), received_at: now - 49 * 3_600_000 },
      ])
      .execute();
    const response = await get((await registerAdmin(testApp.app)).token);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<ReleaseDashboard>();
    expect(dashboard.windowHours).toBe(48);
    expect(dashboard.remotes.map((remote) => remote.name)).toEqual(['books', 'crm', 'account']);
    const books = dashboard.remotes[0]!;
    expect(books).toMatchObject({ liveVersion: live, history: [{ action: 'release', version: live }] });
    expect(books.canaryVersion).toBeUndefined();
    const hour = new Date(Math.floor(now / 3_600_000) * 3_600_000).toISOString();
    expect(books.series).toEqual([{ version: live, hour, views: 4, errorRate: 0.25, loadFailureRate: 0.25, p75Lcp: 3000, p75Inp: 120 }]);
    expect(dashboard.remotes[1]).toEqual({ name: 'crm', history: [], series: [] });
  });
});
