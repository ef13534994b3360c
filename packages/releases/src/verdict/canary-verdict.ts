import type { ReleaseHealth } from './release-health.ts';

/** When a canary is judged, and what it must meet (the API's CANARY_* settings, docs/decisions/0034). */
export interface CanaryPolicy {
  /** Page views of the canary before any verdict. */
  minViews: number;
  /** How much higher than stable's its error and load-failure rates may be (0–1). */
  margin: number;
  /** p75 budgets, in ms ("good" Core Web Vitals by default). */
  lcpBudgetMs: number;
  inpBudgetMs: number;
  /** How often the running canaries are judged. */
  checkMs: number;
}

export type Verdict = { kind: 'wait' | 'promote' | 'rollback'; reason: string };

const share = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * A canary's verdict from real visits over its window: wait until it has enough page
 * views; roll it back when its error or load-failure rate is worse than stable's by more
 * than the margin, or its p75 LCP or INP is over budget; otherwise promote it.
 */
export function judgeCanary(stable: ReleaseHealth, canary: ReleaseHealth, policy: CanaryPolicy): Verdict {
  if (canary.views < policy.minViews) return { kind: 'wait', reason: `${canary.views} of ${policy.minViews} page views so far` };
  const after = `after ${canary.views} page views`;
  const rates = [
    ['error rate', canary.errorRate, stable.errorRate],
    ['load-failure rate', canary.loadFailureRate, stable.loadFailureRate],
  ] as const;
  for (const [what, mine, theirs] of rates) {
    if (mine > theirs + policy.margin) {
      return { kind: 'rollback', reason: `${what} ${share(mine)} against ${share(theirs)} on ${stable.version} (margin ${share(policy.margin)}), ${after}` };
    }
  }
  const budgets = [
    ['LCP', canary.p75Lcp, policy.lcpBudgetMs],
    ['INP', canary.p75Inp, policy.inpBudgetMs],
  ] as const;
  for (const [vital, p75, budget] of budgets) {
    if (p75 !== null && p75 > budget) return { kind: 'rollback', reason: `p75 ${vital} ${Math.round(p75)} ms over the ${budget} ms budget, ${after}` };
  }
  const vitals = budgets.map(([vital, p75, budget]) => `p75 ${vital} ${p75 === null ? '-' : `${Math.round(p75)} ms`} (budget ${budget} ms)`).join(', ');
  return {
    kind: 'promote',
    reason: `healthy ${after}: error rate ${share(canary.errorRate)} (stable ${share(stable.errorRate)}), load failures ${share(canary.loadFailureRate)} (stable ${share(stable.loadFailureRate)}), ${vitals}`,
  };
}
