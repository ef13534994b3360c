import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';

// The dashboard cannot be imported here (no Grafana): its queries are parsed by
// Prometheus's own parser (promtool, as recording rules) and must name only metrics the
// instances expose.
type Target = { expr: string };
type Dashboard = { uid: string; panels: { title: string; targets: Target[] }[]; annotations: { list: Target[] } };

const root = path.resolve(__dirname, '../..');
const dashboard: Dashboard = JSON.parse(readFileSync(path.join(root, 'deploy/grafana/portal.json'), 'utf8'));
const queries = [...dashboard.panels.flatMap((panel) => panel.targets), ...dashboard.annotations.list].map((target) => target.expr);
const exposed = readFileSync(path.join(root, 'apps/api/src/services/metrics/site-metrics.ts'), 'utf8');

/** Grafana's variables, as Grafana fills them in before Prometheus sees the query. */
const filledIn = (expr: string) => expr.replaceAll('$__rate_interval', '5m').replaceAll('$instance', '.*');

describe('the Grafana dashboard', () => {
  it('has a panel for requests, errors, latency, business, outbox, releases and the pool', () => {
    expect(dashboard.uid).toBe('wtm-portal');
    expect(dashboard.panels.map((panel) => panel.title)).toEqual(
      expect.arrayContaining(['Requests by route', 'Server errors (5xx) by route', 'p99 latency by route', 'Mail outbox', 'Live releases', 'Database pool']),
    );
  });

  it('names only metrics the instances expose', () => {
    const named = new Set(queries.flatMap((expr) => expr.match(/\bwtm_\w+/g) ?? []).map((name) => name.replace(/_(bucket|count|sum)$/, '')));
    expect(named.size).toBeGreaterThan(10);
    for (const name of named) expect(exposed).toContain(`'${name}'`);
  });

  it('has queries Prometheus parses', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'wtm-dashboard-'));
    try {
      const rules = { groups: [{ name: 'dashboard', rules: queries.map((expr, index) => ({ record: `dashboard:query_${index}`, expr: filledIn(expr) })) }] };
      await writeFile(path.join(folder, 'queries.yml'), stringify(rules));
      const { stdout } = await promisify(execFile)('promtool', ['check', 'rules', 'queries.yml'], { cwd: folder, encoding: 'utf8' });
      expect(stdout).toContain(`SUCCESS: ${queries.length} rules found`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
