// node --test: the verdicts of the load lines (the rest of the bench runs real tools).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge } from './budgets.ts';
import { LOGIN_CONTROL, NODE_CONTROL, YARDSTICK_POOL_CHECK, type Comparison, type Side } from './load.ts';
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

describe('load budgets', () => {
  it('pass at the limit and fail below it', () => {
    assert.equal(loginLine(loginComparison(side('site', 180), 0)).verdict, 'PASS');
    assert.equal(loginLine(loginComparison(side('site', 179), 0)).verdict, 'FAIL');
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
        loginComparison(side('site', 170), 0),
        loginComparison(side('bare Fastify verify', 120), 0, LOGIN_CONTROL),
        loginComparison(side('raw argon2id, pool of 2', 230), 0, YARDSTICK_POOL_CHECK),
        loginComparison(side('bare node', 50), 0, NODE_CONTROL),
      ],
    }).filter((line) => line.id.startsWith('load-'));
    assert.deepEqual(
      lines.map((line) => [line.id, line.verdict]),
      [
        ['load-login', 'FAIL'],
        ['load-login-control', 'INFO'],
        ['load-yardstick-pool', 'INFO'],
        ['load-control', 'INFO'],
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
