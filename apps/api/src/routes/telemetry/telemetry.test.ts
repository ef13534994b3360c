import { telemetryLimits } from '@wtm/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { TELEMETRY_TOO_LARGE } from './index.ts';

const URL = '/api/telemetry';

const event = (overrides: Record<string, unknown> = {}) => ({
  kind: 'LCP',
  view: 'view-0123456789',
  path: '/books/pricing',
  owner: 'books',
  ownerVersion: '0.1.0-abc123',
  value: 812.5,
  message: '',
  ...overrides,
});
const batch = (events: unknown[] = [event()], shellVersion: unknown = '0.1.0-shell1') => ({ shellVersion, events });

describe(`POST /api/telemetry (${testDialect()})`, () => {
  let testApp: TestApp;
  let address = 0;
  // Each test reports from an address of its own, so the rate limit of one leaves the others alone.
  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `203.0.113.${++address}`) =>
    testApp.app.inject({ method: 'POST', url: URL, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers }, remoteAddress });
  const stored = () => testApp.app.db.selectFrom('telemetry_events').selectAll().orderBy('kind').execute();

  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('stores a beacon in one batch, tagged with the releases, without query strings, addresses or e-mail', async () => {
    const response = await send(
      batch([
        event({ kind: 'view', value: 0, contentVersion: 'c-0123456789abcdef0123' }),
        event(),
        event({ kind: 'render-error', value: 0, message: 'Cannot read x of jane.doe@example.com at https://site.example/books?token=secret#top' }),
      ]),
      { 'user-agent': 'Mozilla/5.0', 'x-forwarded-for': '198.51.100.7' },
    );
    expect(response.statusCode).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => [row.kind, row.owner, row.owner_version, row.shell_version, Number(row.value)])).toEqual([
      ['LCP', 'books', '0.1.0-abc123', '0.1.0-shell1', 812.5],
      ['render-error', 'books', '0.1.0-abc123', '0.1.0-shell1', 0],
      ['view', 'books', '0.1.0-abc123', '0.1.0-shell1', 0],
    ]);
    expect(rows[1]!.message).toBe('Cannot read x of [e-mail] at https://site.example/books');
    // The content version the page ran, where the shell says it (older shells do not).
    expect(rows.map((row) => row.content_version)).toEqual([null, null, 'c-0123456789abcdef0123']);
    expect(new Set(rows.map((row) => row.received_at)).size).toBe(1);
    const text = JSON.stringify(rows);
    for (const secret of ['203.0.113', '198.51.100.7', 'jane.doe', 'token=secret', 'Mozilla']) expect(text).not.toContain(secret);
  });

  it('refuses bad input with 400 and the field, never 500, and stores nothing', async () => {
    const bad: [unknown, string][] = [
      [batch([event({ path: '/books?email=a@b.example' })]), 'events[0].path'],
      [batch([event({ kind: 'FID' })]), 'events[0].kind'],
      [batch([event({ owner: 'admin' })]), 'events[0].owner'],
      [batch([event({ value: -1 })]), 'events[0].value'],
      [batch([event({ value: 'fast' })]), 'events[0].value'],
      [batch([event({ ownerVersion: '<script>' })]), 'events[0].ownerVersion'],
      [batch([event({ view: 'x' })]), 'events[0].view'],
      [batch([event({ contentVersion: '1.0' })]), 'events[0].contentVersion'],
      [batch([event({ message: 'a\u0000b' })]), 'events[0].message'],
      [batch([]), 'events'],
      [batch([event()], 42), 'shellVersion'],
      [{ shellVersion: '0.1.0', events: 'many' }, 'events'],
      [[1, 2, 3], 'shellVersion'],
      [batch(Array.from({ length: telemetryLimits.events + 1 }, () => event())), 'events'],
    ];
    for (const [payload, field] of bad) {
      const response = await send(payload);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toContain(field);
    }
    expect((await send('{"shellVersion":')).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses an oversized beacon with 413', async () => {
    const response = await send(batch([event({ message: 'x'.repeat(telemetryLimits.bodyBytes) })]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TELEMETRY_TOO_LARGE, statusCode: 413 });
    expect(await stored()).toEqual([]);
  });

  it('limits beacons per address with 429 and Retry-After, other addresses unaffected', async () => {
    for (let sent = 0; sent < telemetryLimits.beaconsPerMinute; sent++) expect((await send(batch(), {}, '192.0.2.10')).statusCode).toBe(204);
    const refused = await send(batch(), {}, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(batch(), {}, '192.0.2.11')).statusCode).toBe(204);
  });

  it('ignores visitors who send Do Not Track or Global Privacy Control, whatever their body', async () => {
    expect((await send(batch(), { dnt: '1' })).statusCode).toBe(204);
    expect((await send(batch(), { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await send('not json', { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await send(batch(), { dnt: '0' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(1);
  });
});
