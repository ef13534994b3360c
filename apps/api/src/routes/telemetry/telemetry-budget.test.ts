import type { TelemetryBatch } from '@wtm/contract';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { releaseHealth } from '../../services/telemetry/release-health.ts';
import { recordTelemetry } from '../../services/telemetry/telemetry.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const MINUTE = 60_000;
const VERSION = '0.1.0-abc123';

/** One page view of the known mix: a quarter with a render error, LCP spread evenly over 800–2799 ms. */
function viewEvents(index: number): TelemetryBatch['events'] {
  const view = `view-${String(index).padStart(8, '0')}`;
  const base = { view, path: '/books', owner: 'books' as const, ownerVersion: VERSION, message: '' };
  return [
    { ...base, kind: 'view', value: 0 },
    { ...base, kind: 'LCP', value: 800 + (index % 2000) },
    ...(index % 4 === 0 ? [{ ...base, kind: 'render-error' as const, value: 0, message: 'Error: broke' }] : []),
  ] as TelemetryBatch['events'];
}

describe(`the telemetry ingest budget (${testDialect()})`, () => {
  let testApp: TestApp;
  const keptPerMinute = async () =>
    (await testApp.app.db.selectFrom('telemetry_events').select('received_at').execute()).reduce((counts, row) => {
      const minute = Math.floor(Number(row.received_at) / MINUTE);
      counts.set(minute, (counts.get(minute) ?? 0) + 1);
      return counts;
    }, new Map<number, number>());

  afterEach(() => testApp.close());

  it('keeps no more rows a minute than the budget under a flood of beacons from many addresses, and counts all that came', async () => {
    const budget = 500;
    testApp = await createTestApp({ config: { budgets: { ...DEFAULT_ABUSE_BUDGETS, telemetryEventsPerMinute: budget } } });
    let sent = 0;
    for (let beacon = 0; beacon < 60; beacon += 1) {
      const events = Array.from({ length: 8 }, (_unused, view) => viewEvents(beacon * 8 + view)).flat().slice(0, 20);
      sent += events.length;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: { shellVersion: '0.1.0-shell1', events },
        remoteAddress: `198.18.${Math.floor(beacon / 200)}.${beacon % 200}`,
      });
      expect(response.statusCode).toBe(204);
    }
    const kept = await keptPerMinute();
    for (const count of kept.values()) expect(count).toBeLessThanOrEqual(budget);
    const ledger = await testApp.app.db.selectFrom('telemetry_minutes').selectAll().execute();
    expect(ledger.reduce((sum, row) => sum + Number(row.received), 0)).toBe(sent);
    expect(ledger.reduce((sum, row) => sum + Number(row.kept), 0)).toBe([...kept.values()].reduce((a, b) => a + b, 0));
  });

  it('samples past the budget with weights, so the figures stay within 5 % of the truth on a known mix', async () => {
    const budget = 2000;
    testApp = await createTestApp();
    const start = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE;
    const viewsPerMinute = 5000;
    let index = 0;
    const truth = { views: 0, errored: 0, lcp: [] as number[] };
    for (let minute = 0; minute < 5; minute += 1) {
      for (let beacon = 0; beacon < viewsPerMinute / 10; beacon += 1) {
        const events = Array.from({ length: 10 }, () => viewEvents(index++)).flat();
        // The first minute of a flood fills the budget as events come; from the next on they are sampled.
        if (minute > 0) {
          truth.views += 10;
          truth.errored += events.filter((event) => event.kind === 'render-error').length;
          truth.lcp.push(...events.filter((event) => event.kind === 'LCP').map((event) => event.value));
        }
        await recordTelemetry(testApp.app.db, { shellVersion: 's', events }, { eventsPerMinute: budget, knownPath: (path) => path, now: start + minute * MINUTE + beacon * 100 });
      }
    }
    const kept = await keptPerMinute();
    expect(kept.size).toBe(5);
    for (const count of kept.values()) expect(count).toBeLessThanOrEqual(budget);
    const weights = await testApp.app.db.selectFrom('telemetry_events').select('weight').where('received_at', '>=', start + MINUTE).groupBy('weight').execute();
    expect(weights.map((row) => Number(row.weight))).toEqual([expect.closeTo(viewsPerMinute * 2.25 / budget, 5)]);

    const measured = await releaseHealth(testApp.app.db, 'books', VERSION, start + MINUTE);
    const trueP75 = truth.lcp.sort((a, b) => a - b)[Math.ceil(0.75 * truth.lcp.length) - 1]!;
    expect(Math.abs(measured.views - truth.views) / truth.views).toBeLessThan(0.05);
    expect(Math.abs(measured.errorRate - truth.errored / truth.views) / (truth.errored / truth.views)).toBeLessThan(0.05);
    expect(Math.abs(measured.p75Lcp! - trueP75) / trueP75).toBeLessThan(0.05);
    // Without the weights the views would read as the rows kept: about a fifth.
    const rows = await testApp.app.db.selectFrom('telemetry_events').select('view_id').where('kind', '=', 'view').where('received_at', '>=', start + MINUTE).execute();
    expect(rows.length / truth.views).toBeLessThan(0.25);
  }, 120_000);
});
