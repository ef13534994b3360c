// node --test: the history of committed reports, read from a real git repository.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { BudgetLine } from './budgets.ts';
import { committedReports, historyMarkdown, historyRow, withCurrent, type ReportSummary } from './history.ts';

const line = (id: string, measured: string, verdict: BudgetLine['verdict']): BudgetLine => ({ id, what: id, measured, budget: '', verdict });
const cellsOf = (row: string) => row.slice(2, -2).split(' | ');

function report(generatedAt: string, commit: string, staticRatio: string, staticVerdict: BudgetLine['verdict']): ReportSummary {
  return {
    generatedAt,
    commit,
    environment: { cpus: '2 × Intel(R) Xeon(R) Processor', l3Cache: '480 MiB' },
    budgets: [
      line('js-first-visit', '145.3 KB gzip, 6 requests', 'PASS'),
      line('lighthouse-/', '97 / 100 / 100 / 100; LCP 2.0 s', 'PASS'),
      line('lighthouse-/books', '93 / 100 / 100 / 100; LCP 2.4 s', 'FAIL'),
      line('lighthouse-/crm/pricing', 'no run', 'NOT MEASURED'),
      line('lighthouse-/login', '96 / 100 / 100 / 100; LCP 2.2 s', 'PASS'),
      line('load-static', `${staticRatio} (14019.3 vs 38807.9 req/s; p99 6.43 vs 2.19 ms)`, staticVerdict),
      line('load-control', '0.532 (20892.3 vs 39952.1 req/s; p99 4.13 vs 1.84 ms)', 'INFO'),
      // What judge() writes while /healthz stands in for myProduct (budgets.ts).
      line('load-API', '0.61 (30000 vs 49000 req/s; p99 2 vs 1 ms)', 'NOT MEASURED'),
      line('load-login', '0.913 (164.5 vs 182.7 req/s; p99 52.71 vs 43.01 ms)', 'PASS'),
      line('build-full', 'skipped (BENCH_SKIP_BUILD=1)', 'NOT MEASURED'),
      line('build-remote', '6.1 s', 'PASS'),
    ],
  };
}

describe('history row', () => {
  const cells = cellsOf(historyRow(report('2026-11-25T23:02:20Z', '017e7b9', '0.366', 'FAIL')));

  it('has a cell for each column of the header', () => {
    const header = historyMarkdown([]).split('\n').find((text) => text.startsWith('| date'))!;
    assert.equal(cells.length, cellsOf(header).length);
  });

  it('names the day, the commit and the host without its core count or trademarks', () => {
    assert.deepEqual(cells.slice(0, 3), ['2026-11-25', '017e7b9', 'Intel Xeon, L3 480 MiB']);
  });

  it('counts the unmet budgets, the unmeasured ones included', () => {
    assert.equal(cells[3], '5');
  });

  it('shows each figure with what was not met marked and a missing control as a dash', () => {
    assert.equal(cells[4], '145.3');
    assert.equal(cells[5], '97/**93**/**?**/96');
    assert.equal(cells[7], '0.913 (—)');
    assert.equal(cells[9], '**not measured** ✗ / 6.1');
  });

  it('shows a report from before the mixed load with its retired ratios and no mixed load', () => {
    assert.equal(cells[6], '—');
    assert.equal(cells[8], '**0.366** ✗ (0.532) / **0.61** ✗');
  });

  it('says none when every budget was met', () => {
    const passing = report('2026-11-26T03:55:05Z', 'b7c538d', '0.604', 'PASS');
    passing.budgets = passing.budgets.filter((budget) => budget.verdict !== 'FAIL' && budget.verdict !== 'NOT MEASURED');
    assert.equal(cellsOf(historyRow(passing))[3], 'none');
  });

  it('keeps a | in a cell from starting a new column', () => {
    const odd = report('2026-11-26T03:55:05Z', 'b7c538d', '0.604', 'PASS');
    odd.environment = { cpus: '2 × Odd | CPU' };
    assert.match(historyRow(odd), /\| Odd \\\| CPU \|/);
  });
});

describe('history row of a report with the mixed load', () => {
  const mixedReport = (verdict: BudgetLine['verdict'], withFigures = true): ReportSummary => ({
    generatedAt: '2026-11-27T10:00:00Z',
    commit: 'ccccccc',
    environment: { cpus: '2 × AMD EPYC 7B13', l3Cache: '32 MiB' },
    budgets: [
      line('load-mixed', '4012.4 req/s, p50 8.1 ms, p99 21.5 ms; 0 errors; 0 throttled', verdict),
      line('load-login', '0.87 (150 vs 172.4 req/s; p99 50 vs 47 ms)', 'PASS'),
      line('load-login-control', '0.95 (160 vs 168 req/s; p99 48 vs 47 ms)', 'INFO'),
    ],
    ...(withFigures ? { measurements: { mixed: { requestsPerSec: 4012.4, p99Ms: verdict === 'PASS' ? 21.5 : 61.2, errorCount: verdict === 'PASS' ? 0 : 3 } } } : {}),
  });

  it('shows its throughput, p99 and errors, and no retired ratios', () => {
    const cells = cellsOf(historyRow(mixedReport('PASS')));
    assert.deepEqual(cells.slice(6, 9), ['4012 req/s, p99 21.5 ms, 0 errors', '0.87 (0.95)', '—']);
  });

  it('marks a mixed load that failed its budget, or was not measured', () => {
    assert.equal(cellsOf(historyRow(mixedReport('FAIL')))[6], '**4012 req/s, p99 61.2 ms, 3 errors** ✗');
    assert.equal(cellsOf(historyRow(mixedReport('NOT MEASURED', false)))[6], '**not measured** ✗');
  });
});

describe('the run on top', () => {
  it('comes first, and no run is listed twice (its committed copy, a reverted report)', () => {
    const current = report('2026-11-26T04:08:02Z', 'b7c538d', '0.618', 'PASS');
    const older = report('2026-11-25T23:02:20Z', '017e7b9', '0.366', 'FAIL');
    assert.deepEqual(
      withCurrent(current, [{ ...current }, older, { ...older }]).map((found) => found.commit),
      ['b7c538d', '017e7b9'],
    );
  });
});

describe('committed reports', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-history-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const repo = path.join(scratch, 'repo');
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@wtm.example', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'pipe' });
  const commitReport = (text: string, message: string) => {
    writeFileSync(path.join(repo, 'bench/reports/latest.json'), text);
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', message);
  };

  it('lists every committed version newest first, skipping one that is not a report', async () => {
    mkdirSync(path.join(repo, 'bench/reports'), { recursive: true });
    git(repo, 'init', '-q');
    // "×" and "÷" are two bytes each: they must come through whole however git's output is cut.
    commitReport(JSON.stringify(report('2026-11-21T10:00:00Z', 'aaaaaaa', '0.41', 'FAIL')), 'first');
    commitReport('<<<<<<< not json', 'broken');
    // 800 KB of them come in a dozen chunks at least; each boundary halves the odds of a clean cut.
    const padding = '÷'.repeat(400_000);
    commitReport(JSON.stringify({ ...report('2026-11-22T10:00:00Z', 'bbbbbbb', '0.77', 'PASS'), padding }), 'second');
    const reports = await committedReports(repo);
    assert.equal((reports?.[0] as { padding?: string } | undefined)?.padding, padding);
    assert.deepEqual(
      reports?.map((found) => `${found.commit} ${found.environment?.cpus}`),
      ['bbbbbbb 2 × Intel(R) Xeon(R) Processor', 'aaaaaaa 2 × Intel(R) Xeon(R) Processor'],
    );
  });

  it('gives no history in a shallow clone, whose older reports are missing', async () => {
    const clone = path.join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '1', `file://${repo}`, clone);
    assert.equal(await committedReports(clone), undefined);
  });

  it('finds nothing outside a git repository', async () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'bench-no-git-'));
    try {
      assert.deepEqual(await committedReports(plain), []);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
