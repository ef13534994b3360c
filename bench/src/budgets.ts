// The budgets of the bench, judged on the measured figures. KB = 1000 bytes (as
// Chrome's DevTools counts), which is the stricter reading of "150 KB".
import type { BudgetLine, Verdict } from './budget-line.ts';
import type { BuildResult } from './build.ts';
import type { ContentTimes } from './content-times.ts';
import type { JsWeightResult } from './js-weight.ts';
import type { LighthouseComparison } from './lighthouse.ts';
import { lighthouseLines } from './lighthouse-budgets.ts';
import { LOGIN_CONTROL, YARDSTICK_POOL_CHECK, type Comparison } from './login-load.ts';
import { lighthousePages } from './measured-pages.ts';
import type { MixedLoadResult } from './mixed-load.ts';
import type { PageSize, ReleaseTimes } from './pages.ts';

export type { BudgetLine, Verdict };

export const KB = 1000;
export const limits = {
  // Asked for before the page's load event, and after it (docs/decisions/0039).
  firstVisitGzipBytes: 150 * KB,
  afterLoadGzipBytes: 10 * KB,
  sectionNavigationGzipBytes: 30 * KB,
  // Prerendered pages. The Lighthouse budgets: lighthouse-budgets.ts.
  pageGzipBytes: 35 * KB,
  releaseOneRemoteSeconds: 30,
  rollbackSeconds: 1,
  // An editor's publish of one section's content, its pages rendered and checked; its rollback.
  publishContentSeconds: 10,
  rollbackContentSeconds: 1,
  loginVsArgon2: 0.85,
  mixedLoad: { errors: 0, p99Ms: 50 },
  fullBuildSeconds: 180,
  remoteBuildSeconds: 60,
} as const;

/** A line that keeps the run from passing: a failed budget, or one that could not be measured. */
export const isUnmet = (line: BudgetLine | undefined): boolean => line?.verdict === 'FAIL' || line?.verdict === 'NOT MEASURED';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (pass: boolean): Verdict => (pass ? 'PASS' : 'FAIL');

export interface Measurements {
  build?: { full: BuildResult; remote: BuildResult };
  js?: JsWeightResult;
  lighthouse?: LighthouseComparison[];
  /** The login line and the two lines reported beside it. */
  load?: Comparison[];
  mixed?: MixedLoadResult;
  pageSizes?: PageSize[];
  releaseTimes?: ReleaseTimes;
  contentTimes?: ContentTimes;
}

// Informational lines: what a Fastify route with no work of its own besides the hash
// reaches against the same yardstick in the same run, and how the login yardstick
// compares with a pool sized to the cores (bench/src/login-load.ts).
const controls: Record<string, { id: string; what: string }> = {
  [LOGIN_CONTROL]: { id: 'load-login-control', what: 'control: bare Fastify verify route ÷ raw argon2id' },
  [YARDSTICK_POOL_CHECK]: { id: 'load-yardstick-pool', what: "yardstick check: raw argon2id, one pool thread per core ÷ the yardstick's pool" },
};

export function judge(m: Measurements): BudgetLine[] {
  const lines: BudgetLine[] = [];

  if (m.js) {
    const first = m.js.firstVisit;
    const { beforeLoad: before, afterLoad } = first;
    lines.push({
      id: 'js-first-visit',
      what: 'JS on first visit to /, asked for before the load event',
      measured: `${kb(before.gzipBytes)} gzip, ${before.requests} requests`,
      budget: `≤ ${kb(limits.firstVisitGzipBytes)}`,
      verdict: verdict(before.gzipBytes <= limits.firstVisitGzipBytes),
    });
    lines.push({
      id: 'js-after-load',
      what: 'JS on first visit to /, asked for after the load event (telemetry, web-vitals)',
      measured: `${kb(afterLoad.gzipBytes)} gzip, ${afterLoad.requests} requests`,
      budget: `≤ ${kb(limits.afterLoadGzipBytes)}`,
      verdict: verdict(afterLoad.gzipBytes <= limits.afterLoadGzipBytes),
    });
    for (const nav of m.js.navigations) {
      const budgeted = nav.target === '/books' || nav.target === '/crm';
      // A navigation that did not reach its page measured nothing: it cannot pass.
      const endedElsewhere = /ended at/.test(nav.via);
      const arrived = !endedElsewhere && nav.rendered;
      const failure = endedElsewhere ? ` (${nav.via})` : nav.rendered ? '' : ` (page did not render; h1 "${nav.heading}")`;
      lines.push({
        id: `js-nav-${nav.target}`,
        what: `extra JS, / → ${nav.target}${nav.signedIn ? ' (signed in)' : ''}`,
        measured: `+${kb(nav.extra.gzipBytes)} gzip, +${nav.extra.requests} requests${failure}`,
        budget: budgeted ? `≤ ${kb(limits.sectionNavigationGzipBytes)}` : 'reported',
        verdict: budgeted ? verdict(arrived && nav.extra.gzipBytes <= limits.sectionNavigationGzipBytes) : 'INFO',
      });
    }
  } else {
    lines.push({ id: 'js-first-visit', what: 'JS on first visit to /', measured: 'not measured', budget: `≤ ${kb(limits.firstVisitGzipBytes)}`, verdict: 'NOT MEASURED' });
  }

  if (m.lighthouse) lines.push(...lighthouseLines(m.lighthouse));
  lines.push(...pageLines(m));

  lines.push(mixedLine(m.mixed));
  lines.push(...loginLines(m.load ?? []));

  if (m.build) {
    const { full, remote } = m.build;
    lines.push({
      id: 'build-full',
      what: 'full build (turbo --force)',
      measured: `${full.seconds} s${full.ok ? '' : ' (failed)'}`,
      budget: `≤ ${limits.fullBuildSeconds} s`,
      verdict: verdict(full.ok && full.seconds <= limits.fullBuildSeconds),
    });
    lines.push({
      id: 'build-remote',
      what: 'one remote (books)',
      measured: `${remote.seconds} s${remote.ok ? '' : ' (failed)'}`,
      budget: `≤ ${limits.remoteBuildSeconds} s`,
      verdict: verdict(remote.ok && remote.seconds <= limits.remoteBuildSeconds),
    });
  } else {
    lines.push({ id: 'build-full', what: 'full build', measured: 'skipped (BENCH_SKIP_BUILD=1)', budget: `≤ ${limits.fullBuildSeconds} s`, verdict: 'NOT MEASURED' });
    lines.push({ id: 'build-remote', what: 'one remote (books)', measured: 'skipped (BENCH_SKIP_BUILD=1)', budget: `≤ ${limits.remoteBuildSeconds} s`, verdict: 'NOT MEASURED' });
  }
  return lines;
}

function pageLines(m: Measurements): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const sizeBudget = `≤ ${kb(limits.pageGzipBytes)}`;
  for (const pagePath of lighthousePages) {
    const size = m.pageSizes?.find((page) => page.path === pagePath);
    const what = `HTML of ${pagePath}, prerendered`;
    if (!size) lines.push({ id: `html-${pagePath}`, what, measured: 'not measured', budget: sizeBudget, verdict: 'NOT MEASURED' });
    else {
      // A page the browser renders is small but no prerendered page: it cannot pass.
      const measured = `${kb(size.gzipBytes)} gzip${size.prerendered ? '' : ' (not prerendered)'}`;
      lines.push({ id: `html-${pagePath}`, what, measured, budget: sizeBudget, verdict: verdict(size.prerendered && size.gzipBytes <= limits.pageGzipBytes) });
    }
  }
  const times = m.releaseTimes;
  const release = { id: 'release-remote', what: 'pnpm release books: check, store, prerender its pages, switch', budget: `≤ ${limits.releaseOneRemoteSeconds} s` };
  const rollback = { id: 'rollback-remote', what: 'pnpm rollback books, to a rendered pair', budget: `≤ ${limits.rollbackSeconds} s` };
  if (!times) return [...lines, { ...release, measured: 'not measured', verdict: 'NOT MEASURED' }, { ...rollback, measured: 'not measured', verdict: 'NOT MEASURED' }, ...contentLines(m.contentTimes)];
  lines.push({ ...release, measured: `${times.releaseSeconds} s`, verdict: verdict(times.releaseSeconds <= limits.releaseOneRemoteSeconds) });
  lines.push({ ...rollback, measured: `${times.rollbackSeconds} s`, verdict: verdict(times.rollbackSeconds <= limits.rollbackSeconds) });
  return [...lines, ...contentLines(m.contentTimes)];
}

function contentLines(times: ContentTimes | undefined): BudgetLine[] {
  const publish = { id: 'publish-content', what: 'an editor publishes the books headline: its pages rendered, checked, switched', budget: `≤ ${limits.publishContentSeconds} s` };
  const rollback = { id: 'rollback-content', what: 'an editor puts the previous books content back', budget: `≤ ${limits.rollbackContentSeconds} s` };
  if (!times) return [publish, rollback].map((line) => ({ ...line, measured: 'not measured', verdict: 'NOT MEASURED' as const }));
  return [
    { ...publish, measured: `${times.publishSeconds} s`, verdict: verdict(times.publishSeconds <= limits.publishContentSeconds) },
    { ...rollback, measured: `${times.rollbackSeconds} s`, verdict: verdict(times.rollbackSeconds <= limits.rollbackContentSeconds) },
  ];
}

function mixedLine(mixed: MixedLoadResult | undefined): BudgetLine {
  const { errors: maxErrors, p99Ms } = limits.mixedLoad;
  const budget = `${maxErrors} errors, p99 ≤ ${p99Ms} ms`;
  const what = 'mixed load: pages, scripts, /remotes.json, myProduct, enquiries';
  if (!mixed) return { id: 'load-mixed', what, measured: 'not measured', budget, verdict: 'NOT MEASURED' };
  const { server, unexpected4xx, socket, timeouts } = mixed.errors;
  const kinds = Object.entries({ '5xx': server, 'unexpected 4xx': unexpected4xx, socket, timeouts }).filter(([, n]) => n > 0);
  const errors = `${mixed.errorCount} errors${kinds.length ? ` (${kinds.map(([kind, n]) => `${kind} ${n}`).join(', ')})` : ''}`;
  return {
    id: 'load-mixed',
    what: `${what} (${mixed.connections} connections, ${mixed.seconds} s)`,
    measured: `${mixed.requestsPerSec} req/s, p50 ${mixed.p50Ms} ms, p99 ${mixed.p99Ms} ms; ${errors}; ${mixed.throttled} throttled`,
    budget,
    verdict: verdict(mixed.answers > 0 && mixed.errorCount <= maxErrors && mixed.p99Ms <= p99Ms),
  };
}

function loginLines(comparisons: Comparison[]): BudgetLine[] {
  const budget = `≥ ${limits.loginVsArgon2}`;
  const what = 'login ÷ raw argon2id verify';
  const lines: BudgetLine[] = [];
  if (!comparisons.some((c) => c.name === 'login')) lines.push({ id: 'load-login', what, measured: 'not measured', budget, verdict: 'NOT MEASURED' });
  for (const c of comparisons) {
    const failed = c.failedAnswers ? `; ${c.failedAnswers} answers failed, so the ratio does not count` : '';
    const measured = `${c.medianRatio} (${c.a.medianRequestsPerSec} vs ${c.b.medianRequestsPerSec} req/s; p99 ${c.a.medianP99Ms} vs ${c.b.medianP99Ms} ms${failed})`;
    const control = controls[c.name];
    if (control !== undefined) lines.push({ ...control, measured, budget: 'reported', verdict: 'INFO' });
    else if (c.name === 'login') lines.push({ id: 'load-login', what, measured, budget, verdict: verdict(c.medianRatio >= limits.loginVsArgon2 && c.failedAnswers === 0) });
  }
  return lines;
}
