import { judgeCanary, type CanaryPolicy } from './canary-verdict.ts';
import { p75, type ReleaseHealth } from './release-health.ts';

const policy: CanaryPolicy = { minViews: 200, margin: 0.02, lcpBudgetMs: 2500, inpBudgetMs: 200, checkMs: 60_000 };
const health = (overrides: Partial<ReleaseHealth> = {}): ReleaseHealth => ({ version: 'v', views: 400, errorRate: 0.01, loadFailureRate: 0, p75Lcp: 1200, p75Inp: 80, ...overrides });
const stable = health({ version: '1.0.0-stable' });

describe('the canary verdict', () => {
  it('waits for the minimum of page views, however bad the canary looks', () => {
    expect(judgeCanary(stable, health({ views: 199, errorRate: 1 }), policy)).toEqual({ kind: 'wait', reason: '199 of 200 page views so far' });
  });

  it('rolls back when the error or load-failure rate is worse than stable by more than the margin', () => {
    expect(judgeCanary(stable, health({ errorRate: 0.031 }), policy)).toEqual({ kind: 'rollback', reason: 'error rate 3.1 % against 1.0 % on 1.0.0-stable (margin 2.0 %), after 400 page views' });
    expect(judgeCanary(stable, health({ loadFailureRate: 0.5 }), policy).reason).toMatch(/^load-failure rate 50\.0 % against 0\.0 %/);
    expect(judgeCanary(stable, health({ errorRate: 0.03 }), policy).kind).toBe('promote');
  });

  it('rolls back when p75 LCP or INP is over budget, and promotes a healthy canary with its figures', () => {
    expect(judgeCanary(stable, health({ p75Lcp: 2600 }), policy).reason).toBe('p75 LCP 2600 ms over the 2500 ms budget, after 400 page views');
    expect(judgeCanary(stable, health({ p75Inp: 240 }), policy).reason).toMatch(/^p75 INP 240 ms over the 200 ms budget/);
    expect(judgeCanary(stable, health({ p75Inp: null }), policy)).toEqual({
      kind: 'promote',
      reason: 'healthy after 400 page views: error rate 1.0 % (stable 1.0 %), load failures 0.0 % (stable 0.0 %), p75 LCP 1200 ms (budget 2500 ms), p75 INP - (budget 200 ms)',
    });
  });

  it('takes the 75th percentile by nearest rank', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
  });
});
