import { randomUUID } from 'node:crypto';
import type { TelemetryBatch } from '@wtm/contract';
import { keepTelemetry } from '../../services/telemetry/telemetry-rollup.ts';
import { OTHER_PATH } from '../../services/telemetry/telemetry.service.ts';
import { storePageSet } from '../../test/page-sets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const HOUR = 3_600_000;
type Event = TelemetryBatch['events'][number];

// The hourly roll-ups are keyed by path, section, version and metric, and a beacon's path
// and version are whatever its sender wrote: only the site's own pages and releases may
// make rows of their own.
describe(`field data of invented paths and versions (${testDialect()})`, () => {
  let testApp: TestApp;
  let books: string;
  let beacons = 0;

  const send = async (events: Event[]) => {
    for (let start = 0; start < events.length; start += 40) {
      beacons += 1;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: { shellVersion: '0.1.0-shell1', events: events.slice(start, start + 40) },
        remoteAddress: `198.18.${beacons >> 8}.${beacons & 255}`,
      });
      expect(response.statusCode).toBe(204);
    }
  };
  const event = (path: string, overrides: Partial<Event> = {}): Event => ({ kind: 'view', view: `view-${randomUUID()}`, path, owner: 'books', ownerVersion: books, value: 0, message: '', ...overrides });
  const rolledUp = () => testApp.app.db.selectFrom('telemetry_hourly').select(['hour', 'path', 'owner_version', 'metric', 'weight']).execute();

  beforeEach(async () => {
    testApp = await createTestApp();
    books = (await testApp.releaseRemote('books')).live.version;
    const shell = testApp.app.liveReleases.current().shell!.version;
    await storePageSet(testApp, { shell, owner: 'shell', pages: ['/', '/contact'], clientPages: [{ path: '/events/:slug', title: '' }] });
    await storePageSet(testApp, { shell, owner: 'books', ownerVersion: books, pages: ['/books', '/books/pricing'], clientPages: [] });
    await testApp.app.liveReleases.refresh(true);
  });
  afterEach(() => testApp.close());

  it('folds a flood of 1,000 random paths into one path, while a known page and a route pattern keep their own figures', async () => {
    const sentAt = Date.now();
    await send(Array.from({ length: 1000 }, (_unused, index) => event(`/${index % 2 ? 'books' : 'x'}/${randomUUID()}`)));
    // A known page however its path is written, and a page rendered in the browser by its route.
    const known = Array.from({ length: 5 }, (_unused, index) => {
      const view = event(['/books', '/Books/', '/books/'][index % 3]!);
      return [view, { ...view, kind: 'LCP' as const, value: 1000 + index }];
    });
    await send([...known.flat(), event('/events/spring-webinar'), event('/events/autumn-webinar')]);

    const rawPaths = await testApp.app.db.selectFrom('telemetry_events').select('path').distinct().execute();
    expect(rawPaths.map((row) => row.path).sort()).toEqual(['/books', '/events/:slug', OTHER_PATH]);
    await keepTelemetry(testApp.app.db, sentAt + 30 * HOUR, 1_000_000);
    const rows = await rolledUp();
    const hours = new Set(rows.map((row) => row.hour)).size;
    // Four rows an hour (the beacons may straddle an hour's end), not a thousand.
    expect(rows.length).toBeLessThanOrEqual(4 * hours);
    expect(totals(rows)).toEqual({
      [`${OTHER_PATH} ${books} view`]: 1000,
      [`/books ${books} view`]: 5,
      [`/books ${books} LCP`]: 5,
      [`/events/:slug ${books} view`]: 2,
    });
  });

  it('folds 1,000 invented versions of a section into its unknown version, while its release keeps its own', async () => {
    const sentAt = Date.now();
    await send(Array.from({ length: 1000 }, () => event('/books/pricing', { ownerVersion: `0.1.0-${randomUUID().slice(0, 10)}` })));
    await send([event('/books/pricing'), event('/books/pricing'), event('/books/pricing', { kind: 'LCP', value: 1500 })]);
    await keepTelemetry(testApp.app.db, sentAt + 30 * HOUR, 1_000_000);
    const rows = await rolledUp();
    expect(rows.length).toBeLessThanOrEqual(3 * new Set(rows.map((row) => row.hour)).size);
    expect(totals(rows)).toEqual({ '/books/pricing  view': 1000, [`/books/pricing ${books} view`]: 2, [`/books/pricing ${books} LCP`]: 1 });
  });
});

/** Weight per path, version and metric, summed over the hours. */
function totals(rows: { path: string; owner_version: string; metric: string; weight: number }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const row of rows) {
    const key = `${row.path} ${row.owner_version} ${row.metric}`;
    sums[key] = (sums[key] ?? 0) + Number(row.weight);
  }
  return sums;
}
