// The Lighthouse lines: each page against its limit page, the same document without its
// scripts, measured in the same run (docs/decisions/0039). LCP as a ratio to the limit
// under each throttling method, total blocking time against 200 ms and the performance
// score within 5 points of the limit's, with the host's CPU index beside them; the other
// categories and CLS as before, on the live page under Lighthouse's default method.
import type { BudgetLine as Line } from './budget-line.ts';
import { median } from './common.ts';
import type { LighthouseComparison, LighthousePage, ThrottlingMethod } from './lighthouse.ts';

export const lighthouseLimits = {
  lcpRatio: { devtools: 1.1, simulate: 1.15 } satisfies Record<ThrottlingMethod, number>,
  tbtMs: 200,
  performanceBelowLimit: 5,
  categories: { accessibility: 100, 'best-practices': 100, seo: 100 },
  cls: 0.02,
} as const;

const methodName: Record<ThrottlingMethod, string> = { devtools: 'applied throttling', simulate: 'simulated throttling' };
const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(2)} s`);
const cpu = (page: LighthousePage) => (page.benchmarkIndex === null ? 'CPU index ?' : `CPU index ${Math.round(page.benchmarkIndex)}`);
const range = (values: (number | null)[], unit = '') => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? `${Math.min(...present)}–${Math.max(...present)}${unit}` : '?';
};

function comparisonLines(c: LighthouseComparison): Line[] {
  const where = `${c.path}, ${methodName[c.method]}`;
  const lcpBudget = lighthouseLimits.lcpRatio[c.method];
  const measured = c.live.runs > 0 && c.limit.runs > 0;
  const missing = `no pair measured (${c.live.error ?? c.limit.error ?? 'no run'})`;
  const lines: Line[] = [];
  const ratio = c.lcpRatios.length ? Math.round(median(c.lcpRatios) * 100) / 100 : null;
  lines.push({
    id: `lcp-ratio-${c.method}-${c.path}`,
    what: `LCP ÷ limit page, ${where}`,
    measured: ratio === null ? missing : `${ratio} (${seconds(c.live.lcpMs)} ÷ ${seconds(c.limit.lcpMs)}; pairs ${range(c.lcpRatios)})`,
    budget: `≤ ${lcpBudget}`,
    verdict: ratio === null ? 'NOT MEASURED' : ratio <= lcpBudget ? 'PASS' : 'FAIL',
  });
  lines.push({
    id: `tbt-${c.method}-${c.path}`,
    what: `total blocking time, ${where}`,
    measured: measured && c.live.tbtMs !== null ? `${c.live.tbtMs} ms (runs ${range(c.live.tbtRuns, ' ms')}; limit ${c.limit.tbtMs} ms; ${cpu(c.live)})` : missing,
    budget: `≤ ${lighthouseLimits.tbtMs} ms`,
    verdict: !measured || c.live.tbtMs === null ? 'NOT MEASURED' : c.live.tbtMs <= lighthouseLimits.tbtMs ? 'PASS' : 'FAIL',
  });
  const live = c.live.scores.performance;
  const limit = c.limit.scores.performance;
  lines.push({
    id: `perf-${c.method}-${c.path}`,
    what: `performance score against the limit page's, ${where}`,
    measured: measured && live !== null && limit !== null ? `${live} vs ${limit} (runs ${range(c.live.performanceRuns)} vs ${range(c.limit.performanceRuns)}; ${cpu(c.live)})` : missing,
    budget: `≥ limit − ${lighthouseLimits.performanceBelowLimit}`,
    verdict: !measured || live === null || limit === null ? 'NOT MEASURED' : live >= limit - lighthouseLimits.performanceBelowLimit ? 'PASS' : 'FAIL',
  });
  return lines;
}

/** The live page's other categories and CLS (the first figure is its performance score, as the history reads it). */
function categoryLine(c: LighthouseComparison): Line {
  const s = c.live.scores;
  const minimum = lighthouseLimits.categories;
  const pass =
    (s.accessibility ?? 0) >= minimum.accessibility && (s['best-practices'] ?? 0) >= minimum['best-practices'] && (s.seo ?? 0) >= minimum.seo && c.live.cls !== null && c.live.cls <= lighthouseLimits.cls;
  return {
    id: `lighthouse-${c.path}`,
    what: `Lighthouse mobile ${c.path} (perf / a11y / best pr. / SEO; CLS)`,
    measured: c.live.runs ? `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}; CLS ${c.live.cls ?? '?'}` : `no run (${c.live.error})`,
    budget: `reported / ${minimum.accessibility} / ${minimum['best-practices']} / ${minimum.seo}; ≤ ${lighthouseLimits.cls}`,
    verdict: c.live.runs ? (pass ? 'PASS' : 'FAIL') : 'NOT MEASURED',
  };
}

export function lighthouseLines(comparisons: readonly LighthouseComparison[]): Line[] {
  const categories = comparisons.filter((c) => c.method === 'simulate').map(categoryLine);
  return [...categories, ...comparisons.flatMap(comparisonLines)];
}
