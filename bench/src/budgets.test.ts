// node --test: the verdicts of the load lines (the rest of the bench runs real tools).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge } from './budgets.ts';
import type { LighthouseComparison, LighthousePage } from './lighthouse.ts';
import { LOGIN_CONTROL, YARDSTICK_POOL_CHECK, type Comparison, type Side } from './login-load.ts';
import type { MixedLoadResult } from './mixed-load.ts';
import { failedRequests } from './wrk.ts';

function side(label: string, requestsPerSec: number, errors = 0, unsuccessful?: number): Side {
  const result = { requestsPerSec, p50Ms: 20, p99Ms: 40, requests: requestsPerSec * 5, errors, socketErrors: 0, ...(unsuccessful === undefined ? {} : { unsuccessful }) };
  return { label, detail: label, rounds: [result], medianRequestsPerSec: requestsPerSec, medianP99Ms: 40 };
}

function loginComparison(site: Side, failedAnswers: number, name = 'login'): Comparison {
  const ratio = site.medianRequestsPerSec / 200;
  return { name, connections: 4, seconds: 5, a: site, b: side('raw argon2id verify', 200), roundRatios: [ratio], medianRatio: ratio, failedAnswers, notes: [] };
}

const loginLine = (comparison: Comparison) => judge({ load: [comparison] }).find((line) => line.id === 'load-login')!;

describe('login budget', () => {
  it('passes at 0.85 and fails below it', () => {
    assert.equal(loginLine(loginComparison(side('site', 170), 0)).verdict, 'PASS');
    assert.equal(loginLine(loginComparison(side('site', 169.8), 0)).verdict, 'FAIL');
  });

  it('is not measured when the login load did not run', () => {
    assert.equal(judge({}).find((line) => line.id === 'load-login')?.verdict, 'NOT MEASURED');
  });

  it('fail when answers failed, however fast the refusals came', () => {
    // Throttled sign-ins answer at thousands a second: a ratio of 25 is no throughput.
    const line = loginLine(loginComparison(side('site', 5000, 24_000, 24_000), 24_000));
    assert.equal(line.verdict, 'FAIL');
    assert.match(line.measured, /24000 answers failed, so the ratio does not count/);
  });

  it('report the controls without judging them, and judge the budget beside them alone', () => {
    const lines = judge({
      load: [
        loginComparison(side('site', 160), 0),
        loginComparison(side('bare Fastify verify', 120), 0, LOGIN_CONTROL),
        loginComparison(side('raw argon2id, pool of 2', 230), 0, YARDSTICK_POOL_CHECK),
      ],
    }).filter((line) => line.id.startsWith('load-login') || line.id === 'load-yardstick-pool');
    assert.deepEqual(
      lines.map((line) => [line.id, line.verdict]),
      [
        ['load-login', 'FAIL'],
        ['load-login-control', 'INFO'],
        ['load-yardstick-pool', 'INFO'],
      ],
    );
    assert.match(lines[2]!.measured, /^1\.15 \(230 vs 200 req\/s/);
    assert.equal(lines[1]!.what, 'control: bare Fastify verify route ÷ raw argon2id');
    assert.match(lines[1]!.measured, /^0\.6 \(120 vs 200 req\/s/);
    const failedControl = judge({ load: [loginComparison(side('bare Fastify verify', 190, 40, 40), 40, LOGIN_CONTROL)] }).find((line) => line.id === 'load-login-control')!;
    assert.equal(failedControl.verdict, 'INFO');
    assert.match(failedControl.measured, /40 answers failed, so the ratio does not count/);
  });
});

function mixed(p99Ms: number, errors: Partial<MixedLoadResult['errors']> = {}, throttled = 0): MixedLoadResult {
  const all = { server: 0, unexpected4xx: 0, socket: 0, timeouts: 0, ...errors };
  const errorCount = all.server + all.unexpected4xx + all.socket + all.timeouts;
  return {
    connections: 64,
    seconds: 60,
    timeoutSeconds: 5,
    enquiriesPerSecond: 1,
    mix: { page: 6, script: 8, 'remotes.json': 3, myProduct: 3 },
    requestsPerSec: 4000,
    p50Ms: 9,
    p99Ms,
    answers: 240_000,
    errors: all,
    errorCount,
    throttled,
    kinds: [],
    notes: [],
  };
}

const mixedLine = (result?: MixedLoadResult) => judge(result ? { mixed: result } : {}).find((line) => line.id === 'load-mixed')!;

describe('mixed-load budget', () => {
  it('passes with no errors and a p99 of 50 ms, and fails above it', () => {
    assert.equal(mixedLine(mixed(50)).verdict, 'PASS');
    assert.equal(mixedLine(mixed(50.01)).verdict, 'FAIL');
  });

  it('fails on any error, and names the kinds of error', () => {
    for (const kind of ['server', 'unexpected4xx', 'socket', 'timeouts'] as const) {
      assert.equal(mixedLine(mixed(10, { [kind]: 1 })).verdict, 'FAIL', kind);
    }
    assert.match(mixedLine(mixed(10, { server: 2, timeouts: 1 })).measured, /3 errors \(5xx 2, timeouts 1\)/);
  });

  it('reports throttled enquiries without failing on them', () => {
    const line = mixedLine(mixed(10, {}, 12));
    assert.equal(line.verdict, 'PASS');
    assert.equal(line.measured, '4000 req/s, p50 9 ms, p99 10 ms; 0 errors; 12 throttled');
  });

  it('fails a run that got no answer at all', () => {
    assert.equal(mixedLine({ ...mixed(0), answers: 0 }).verdict, 'FAIL');
  });

  it('is not measured when the mixed load did not run', () => {
    assert.equal(mixedLine().verdict, 'NOT MEASURED');
  });
});

describe('failed requests of a wrk run', () => {
  const run = { requestsPerSec: 1, p50Ms: 1, p99Ms: 1, requests: 100 };
  it('count a refused sign-in once, though wrk also counts it as non-2xx', () => {
    // 30 answers were 429 (non-2xx and not a success), 2 requests got no answer.
    assert.equal(failedRequests({ ...run, errors: 32, socketErrors: 2, unsuccessful: 30 }), 32);
  });
  it('are the errors when no script checks the answers', () => {
    assert.equal(failedRequests({ ...run, errors: 5, socketErrors: 1 }), 5);
  });
});

/** A page's Lighthouse figures: the limit page's scores 99 and TBT 0 unless told. */
function lighthouseSide(overrides: Partial<LighthousePage> = {}): LighthousePage {
  return {
    path: '/books',
    runs: 3,
    scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1500,
    cls: 0,
    tbtMs: 0,
    lcpRuns: [1500, 1500, 1500],
    tbtRuns: [0, 0, 0],
    performanceRuns: [99, 99, 99],
    lcpElements: ['<h1>'],
    failedAudits: [],
    performanceIssues: [],
    benchmarkIndex: 2100,
    ...overrides,
  };
}

function comparison(overrides: Partial<LighthouseComparison> = {}): LighthouseComparison {
  return { path: '/books', method: 'simulate', live: lighthouseSide(), limit: lighthouseSide(), lcpRatios: [1, 1, 1], ...overrides };
}

describe('JavaScript of a first visit', () => {
  const totals = (gzipBytes: number) => ({ requests: 1, gzipBytes, transferBytes: gzipBytes, decodedBytes: gzipBytes * 3 });
  const verdicts = (before: number, afterLoad: number) =>
    judge({
      js: { firstVisit: { ...totals(before + afterLoad), scripts: [], beforeLoad: totals(before), afterLoad: totals(afterLoad), reactDomCopies: 1, reactVersions: [], errors: [] }, navigations: [], acceptEncoding: 'gzip' },
    })
      .filter((line) => ['js-first-visit', 'js-after-load'].includes(line.id))
      .map((line) => line.verdict);

  it('holds what is asked for before the load event to 150 KB gzip and after it to 10 KB', () => {
    assert.deepEqual(verdicts(150_000, 10_000), ['PASS', 'PASS']);
    assert.deepEqual(verdicts(150_001, 10_001), ['FAIL', 'FAIL']);
  });
});

describe('prerendered page budgets', () => {
  const lighthouseLine = (comparison: LighthouseComparison, id = 'lighthouse-/books') => judge({ lighthouse: [comparison] }).find((line) => line.id === id)!;

  it('hold the other categories to 100 and CLS to 0.02 on the live page, under simulated throttling', () => {
    assert.equal(lighthouseLine(comparison()).verdict, 'PASS');
    assert.equal(lighthouseLine(comparison({ live: lighthouseSide({ cls: 0.021 }) })).verdict, 'FAIL');
    assert.equal(lighthouseLine(comparison({ live: lighthouseSide({ scores: { performance: 50, accessibility: 99, 'best-practices': 100, seo: 100 } }) })).verdict, 'FAIL');
    assert.equal(judge({ lighthouse: [comparison({ method: 'devtools' })] }).find((line) => line.id === 'lighthouse-/books'), undefined);
  });

  it('hold LCP to 1.10 × the limit page under applied throttling and 1.15 × under simulated, the median of the pairs', () => {
    assert.equal(lighthouseLine(comparison({ method: 'devtools', lcpRatios: [1.2, 1.1, 1.0] }), 'lcp-ratio-devtools-/books').verdict, 'PASS');
    assert.equal(lighthouseLine(comparison({ method: 'devtools', lcpRatios: [1.12, 1.11, 1.0] }), 'lcp-ratio-devtools-/books').verdict, 'FAIL');
    assert.equal(lighthouseLine(comparison({ lcpRatios: [1.15] }), 'lcp-ratio-simulate-/books').verdict, 'PASS');
    assert.equal(lighthouseLine(comparison({ lcpRatios: [1.16] }), 'lcp-ratio-simulate-/books').verdict, 'FAIL');
    assert.equal(lighthouseLine(comparison({ lcpRatios: [] }), 'lcp-ratio-simulate-/books').verdict, 'NOT MEASURED');
  });

  it('hold total blocking time to 200 ms and the score to 5 points under the limit page, with the CPU index beside', () => {
    const tbt = (tbtMs: number) => lighthouseLine(comparison({ live: lighthouseSide({ tbtMs }) }), 'tbt-simulate-/books');
    assert.equal(tbt(200).verdict, 'PASS');
    assert.equal(tbt(201).verdict, 'FAIL');
    assert.match(tbt(201).measured, /CPU index 2100/);
    const score = (performance: number) =>
      lighthouseLine(comparison({ live: lighthouseSide({ scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 } }) }), 'perf-simulate-/books').verdict;
    assert.equal(score(94), 'PASS');
    assert.equal(score(93), 'FAIL');
  });

  it('hold each page to 35 KB gzip, and only a prerendered page passes', () => {
    const sizes = [
      { path: '/', gzipBytes: 35_000, prerendered: true },
      { path: '/books', gzipBytes: 35_001, prerendered: true },
      { path: '/crm/pricing', gzipBytes: 2_000, prerendered: false },
    ];
    const verdicts = Object.fromEntries(judge({ pageSizes: sizes }).filter((line) => line.id.startsWith('html-')).map((line) => [line.id, line.verdict]));
    assert.deepEqual(verdicts, { 'html-/': 'PASS', 'html-/books': 'FAIL', 'html-/crm/pricing': 'FAIL', 'html-/login': 'NOT MEASURED' });
  });

  it('hold an editor’s content publish to 10 s and its rollback to 1 s', () => {
    const verdicts = (publishSeconds: number, rollbackSeconds: number) =>
      judge({ contentTimes: { publishSeconds, rollbackSeconds } })
        .filter((line) => ['publish-content', 'rollback-content'].includes(line.id))
        .map((line) => line.verdict);
    assert.deepEqual(verdicts(10, 1), ['PASS', 'PASS']);
    assert.deepEqual(verdicts(10.01, 1.01), ['FAIL', 'FAIL']);
    assert.deepEqual(verdicts(Number.NaN, 0.5), ['FAIL', 'PASS']);
    assert.deepEqual(
      judge({}).filter((line) => ['publish-content', 'rollback-content'].includes(line.id)).map((line) => line.verdict),
      ['NOT MEASURED', 'NOT MEASURED'],
    );
  });

  it('hold a release to 30 s and a rollback to 1 s', () => {
    const verdicts = (releaseSeconds: number, rollbackSeconds: number) =>
      judge({ releaseTimes: { releaseSeconds, rollbackSeconds } })
        .filter((line) => ['release-remote', 'rollback-remote'].includes(line.id))
        .map((line) => line.verdict);
    assert.deepEqual(verdicts(30, 1), ['PASS', 'PASS']);
    assert.deepEqual(verdicts(30.01, 1.01), ['FAIL', 'FAIL']);
    assert.deepEqual(
      judge({}).filter((line) => ['release-remote', 'rollback-remote'].includes(line.id)).map((line) => line.verdict),
      ['NOT MEASURED', 'NOT MEASURED'],
    );
  });
});
