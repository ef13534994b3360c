import { join } from 'node:path';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import type { TelemetryEventsTable } from '../../db/schema.ts';
import { insertTelemetryEvents } from '../../repositories/telemetry.repository.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { releaseDashboard } from './release-dashboard.ts';
import { releaseHealth } from './release-health.ts';
import { keepTelemetry } from './telemetry-rollup.ts';

const HOUR = 3_600_000;

describe(`field data rolled up per hour, raw rows and roll-ups each within a cap (${testDialect()})`, () => {
  let testApp: TestApp;
  let version: string;
  const now = Math.floor(Date.now() / HOUR) * HOUR + 30 * 60_000;
  /** `views` page views of the live books release in the hour `hoursAgo` back, every fourth with a load failure, LCP 1000 + 10 × view, weight 2. */
  const visits = async (hoursAgo: number, views: number, weight = 2) => {
    const at = now - hoursAgo * HOUR;
    const rows: TelemetryEventsTable[] = [];
    for (let view = 0; view < views; view += 1) {
      const base = { received_at: at + view, view_id: `h${hoursAgo}-v${view}`, path: view % 2 ? '/books' : '/books/pricing', owner: 'books', owner_version: version, shell_version: 's', message: '', weight };
      rows.push({ ...base, kind: 'view', value: 0 }, { ...base, kind: 'LCP', value: 1000 + 10 * view });
      if (view % 4 === 0) rows.push({ ...base, kind: 'load-failure', value: 0 });
    }
    await insertTelemetryEvents(testApp.app.db, rows);
  };
  const rawCount = async () => Number((await testApp.app.db.selectFrom('telemetry_events').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);
  const dashboardSeries = async () => (await releaseDashboard(testApp.app.db, testApp.app.releases, testApp.app.canaries, now)).remotes[0]!.series;

  beforeEach(async () => {
    testApp = await createTestApp();
    version = (await testApp.releaseRemote('books')).live.version;
  });
  afterEach(() => testApp.close());

  it('rolls up the hours that ended a day ago, drops their raw rows, and shows the same hourly figures from the roll-ups', async () => {
    await visits(30, 40);
    await visits(26, 8);
    await visits(2, 12);
    const before = await dashboardSeries();
    expect(before.map((point) => point.views)).toEqual([80, 16, 24]);

    expect(await keepTelemetry(testApp.app.db, now, 1_000_000)).toMatchObject({ rolledUpHours: 2 });
    expect(await rawCount()).toBe(12 * 2 + 3);
    const rolled = await testApp.app.db.selectFrom('telemetry_hourly').select(['path', 'metric', 'weight']).where('hour', '=', Math.floor((now - 30 * HOUR) / HOUR)).orderBy('path').orderBy('metric').execute();
    expect(rolled).toEqual([
      { path: '/books', metric: 'LCP', weight: 40 },
      { path: '/books', metric: 'view', weight: 40 },
      { path: '/books/pricing', metric: 'LCP', weight: 40 },
      { path: '/books/pricing', metric: 'load-failure', weight: 20 },
      { path: '/books/pricing', metric: 'view', weight: 40 },
    ]);

    const after = await dashboardSeries();
    expect(after.map(({ hour, views, errorRate, loadFailureRate }) => ({ hour, views, errorRate, loadFailureRate }))).toEqual(
      before.map(({ hour, views, errorRate, loadFailureRate }) => ({ hour, views, errorRate, loadFailureRate })),
    );
    // A percentile from a roll-up is read at its bucket's upper edge (50 ms wide from 1 s to 10 s).
    for (const [index, point] of after.entries()) expect(point.p75Lcp! - before[index]!.p75Lcp!).toBeGreaterThanOrEqual(0);
    for (const [index, point] of after.entries()) expect(point.p75Lcp! - before[index]!.p75Lcp!).toBeLessThanOrEqual(50);
    // A second pass rolls up nothing twice.
    expect(await keepTelemetry(testApp.app.db, now, 1_000_000)).toMatchObject({ rolledUpHours: 0, rawDeleted: 0 });
  });

  it('keeps the raw rows a running canary’s verdict reads, however old', async () => {
    const distDir = await fakeBuild(join(testApp.site.root, 'canary-build'), 'books-canary', { name: 'books' });
    const canary = (await testApp.app.canaries.start({ name: 'books', distDir, packageVersion: '0.2.0' }, 10)).canary;
    await testApp.app.db.updateTable('canary_releases').set({ started_at: now - 30 * HOUR }).execute();
    await visits(29, 10);
    await visits(31, 10);
    const windowOpened = now - 30 * HOUR;
    const before = await releaseHealth(testApp.app.db, 'books', version, windowOpened);
    expect(before).toMatchObject({ views: 20, loadFailureRate: 0.3 });
    expect(await keepTelemetry(testApp.app.db, now, 1_000_000)).toMatchObject({ rolledUpHours: 2 });
    // The hour before the canary's window went; the verdict's window is whole.
    expect(await releaseHealth(testApp.app.db, 'books', version, windowOpened)).toEqual(before);
    expect(await rawCount()).toBe(10 * 2 + 3);
    expect(canary.version).not.toBe(version);
  });

  it('drops the oldest hours of roll-ups first past the same cap', async () => {
    for (const hoursAgo of [40, 30, 28, 26]) await visits(hoursAgo, 8);
    expect(await keepTelemetry(testApp.app.db, now, 1_000_000)).toMatchObject({ rolledUpHours: 4, hourlyDeleted: 0 });
    const hourly = () => testApp.app.db.selectFrom('telemetry_hourly').select('hour').execute();
    // Five rows an hour (two paths: views and LCP each, one with load failures).
    expect(await hourly()).toHaveLength(20);
    expect(await keepTelemetry(testApp.app.db, now, 12)).toMatchObject({ hourlyDeleted: 10 });
    expect([...new Set((await hourly()).map((row) => Number(row.hour)))].sort()).toEqual([28, 26].map((hoursAgo) => Math.floor((now - hoursAgo * HOUR) / HOUR)).sort());
  });

  it('drops the oldest raw rows first past the cap', async () => {
    await visits(3, 30);
    await visits(1, 30);
    await keepTelemetry(testApp.app.db, now, 70);
    expect(await rawCount()).toBeLessThanOrEqual(70);
    const left = await testApp.app.db.selectFrom('telemetry_events').select('view_id').execute();
    expect(left.filter((row) => row.view_id.startsWith('h1-'))).toHaveLength(30 * 2 + 8);
  });
});
