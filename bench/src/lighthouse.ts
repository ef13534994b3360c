// Step 3: Lighthouse (the npm package's CLI) on Debian's Chromium, mobile form factor
// (its default: emulated Moto G Power, slow 4G), four categories, LCP and TBT, under both
// throttling methods: `simulate` (Lighthouse's default: it loads unthrottled and models
// the phone) and `devtools` (throttling applied while loading, the nearer to a phone).
// Each page is measured live and as its limit page (limit-proxy.ts), in pairs taken one
// after the other, the order swapped every run, so the host's drift falls on both alike
// (docs/decisions/0039).
// Each run gets its own TMPDIR (Chrome's profile lives there) and is read from its JSON.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertLoopback, benchDir, log, median, node, onCleanup, round, runCommand } from './common.ts';
import { chromiumFlags, chromiumPath } from './prerequisites.ts';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof lighthouseCategories)[number];
export const throttlingMethods = ['devtools', 'simulate'] as const;
export type ThrottlingMethod = (typeof throttlingMethods)[number];

export interface LighthouseRun {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** The largest paint's element, as Lighthouse names it (its start tag). */
  lcpElement: string | null;
  /** Failed audits (score < 1) of the scored categories other than performance, by id. */
  failedAudits: string[];
  /** Performance opportunities and diagnostics that failed, with Lighthouse's title. */
  performanceIssues: string[];
  /** Lighthouse's measure of this machine's CPU speed (desktop class is ~1000-2000). */
  benchmarkIndex: number | null;
  runtimeError?: string;
}

export interface LighthousePage {
  path: string;
  runs: number;
  /** Median of the runs for each category (0-100) and for LCP (ms). */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Each run's LCP (ms), TBT (ms) and performance score, in the order taken. */
  lcpRuns: (number | null)[];
  tbtRuns: (number | null)[];
  performanceRuns: (number | null)[];
  /** The largest paint's elements of the runs, each once. */
  lcpElements: string[];
  failedAudits: string[];
  performanceIssues: string[];
  benchmarkIndex: number | null;
  error?: string;
}

/** One page under one throttling method: live and limit, measured in pairs. */
export interface LighthouseComparison {
  path: string;
  method: ThrottlingMethod;
  live: LighthousePage;
  limit: LighthousePage;
  /** Live LCP ÷ limit LCP of each pair of runs. */
  lcpRatios: number[];
}

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { items?: { node?: { snippet?: string } }[] }[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

const lighthouseCli = path.join(benchDir, 'node_modules/lighthouse/cli/index.js');

async function runOnce(url: string, method: ThrottlingMethod, workDir: string, index: number): Promise<LighthouseRun> {
  const tmp = await mkdtemp(path.join(workDir, `run-${index}-`));
  const output = path.join(tmp, 'report.json');
  const result = await runCommand(
    node,
    [
      lighthouseCli,
      assertLoopback(url),
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromiumFlags.join(' ')}`,
      `--only-categories=${lighthouseCategories.join(',')}`,
      `--throttling-method=${method}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath, TMPDIR: tmp } },
  );
  try {
    if (result.code !== 0) throw new Error(`lighthouse exited ${result.code}: ${result.stderr.trim().split('\n').slice(-5).join(' | ')}`);
    const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
    const scores = Object.fromEntries(
      lighthouseCategories.map((category) => {
        const score = lhr.categories[category]?.score;
        return [category, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as Record<Category, number | null>;
    const failedAudits = lighthouseCategories
      .filter((category) => category !== 'performance')
      .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is LhrAudit => Boolean(audit) && audit!.scoreDisplayMode === 'binary' && audit!.score !== null && audit!.score < 1)
      .map((audit) => audit.id);
    const performanceIssues = (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is LhrAudit => Boolean(audit) && audit!.score !== null && audit!.score < 0.9 && audit!.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const run: LighthouseRun = {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160) ?? null,
      failedAudits: [...new Set(failedAudits)],
      performanceIssues,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
    if (lhr.runtimeError) run.runtimeError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    return run;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** One run, tried once more when it fails (Chrome's trace can come back empty on a loaded machine). */
async function runWithRetry(url: string, method: ThrottlingMethod, workDir: string, index: number): Promise<LighthouseRun | string> {
  let error = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const run = await runOnce(url, method, workDir, index);
      if (run.runtimeError && attempt === 1) throw new Error(run.runtimeError);
      return run;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      log(`lighthouse: ${url} (${method}) run ${index + 1} attempt ${attempt} failed: ${error}`);
    }
  }
  return error;
}

const pick = (values: (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? median(present) : null;
};

/** The median figures of a page's runs (those that failed give `error`). */
export function summarise(pagePath: string, results: LighthouseRun[], error?: string): LighthousePage {
  const scores = Object.fromEntries(lighthouseCategories.map((category) => [category, pick(results.map((r) => r.scores[category]))])) as Record<Category, number | null>;
  const lcp = pick(results.map((r) => r.lcpMs));
  const cls = pick(results.map((r) => r.cls));
  const tbt = pick(results.map((r) => r.tbtMs));
  const page: LighthousePage = {
    path: pagePath,
    runs: results.length,
    scores,
    lcpMs: lcp === null ? null : round(lcp, 0),
    cls: cls === null ? null : round(cls, 3),
    tbtMs: tbt === null ? null : round(tbt, 0),
    lcpRuns: results.map((r) => (r.lcpMs === null ? null : round(r.lcpMs, 0))),
    tbtRuns: results.map((r) => (r.tbtMs === null ? null : round(r.tbtMs, 0))),
    performanceRuns: results.map((r) => r.scores.performance),
    lcpElements: [...new Set(results.flatMap((r) => (r.lcpElement ? [r.lcpElement] : [])))],
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
    performanceIssues: results[0]?.performanceIssues ?? [],
    benchmarkIndex: pick(results.map((r) => r.benchmarkIndex)),
  };
  const runtimeError = results.find((r) => r.runtimeError)?.runtimeError;
  if (error || runtimeError) page.error = error ?? runtimeError;
  return page;
}

/** Live ÷ limit LCP of each pair in which both runs measured it. */
export function pairRatios(live: LighthouseRun[], limit: LighthouseRun[]): number[] {
  return live.flatMap((run, index) => {
    const other = limit[index]?.lcpMs;
    return run.lcpMs !== null && other ? [round(run.lcpMs / other, 3)] : [];
  });
}

/**
 * Every page under every method, `runs` pairs each: the live page (`liveBaseUrl`) and
 * its limit page (`limitBaseUrl`), one right after the other, the first of the pair
 * alternating.
 */
export async function measureLighthouse(
  liveBaseUrl: string,
  limitBaseUrl: string,
  paths: string[],
  runs: number,
  methods: readonly ThrottlingMethod[] = throttlingMethods,
): Promise<LighthouseComparison[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-lighthouse-'));
  onCleanup('lighthouse temp folder', () => rm(workDir, { recursive: true, force: true }));
  const comparisons: LighthouseComparison[] = [];
  for (const method of methods) {
    for (const pagePath of paths) {
      const sides = { live: { base: liveBaseUrl, results: [] as LighthouseRun[], error: undefined as string | undefined }, limit: { base: limitBaseUrl, results: [] as LighthouseRun[], error: undefined as string | undefined } };
      for (let index = 0; index < runs; index += 1) {
        const order = index % 2 === 0 ? (['live', 'limit'] as const) : (['limit', 'live'] as const);
        const pair: Partial<Record<'live' | 'limit', LighthouseRun>> = {};
        for (const name of order) {
          const result = await runWithRetry(`${sides[name].base}${pagePath}`, method, workDir, index);
          if (typeof result === 'string') sides[name].error = result;
          else pair[name] = result;
        }
        // A pair counts only whole, so that the ratios compare runs taken together.
        if (pair.live && pair.limit) {
          sides.live.results.push(pair.live);
          sides.limit.results.push(pair.limit);
        }
      }
      const live = summarise(pagePath, sides.live.results, sides.live.error);
      const limit = summarise(pagePath, sides.limit.results, sides.limit.error);
      const comparison: LighthouseComparison = { path: pagePath, method, live, limit, lcpRatios: pairRatios(sides.live.results, sides.limit.results) };
      log(
        `lighthouse ${method}: ${pagePath} perf ${live.scores.performance} (limit ${limit.scores.performance}) LCP ${live.lcpMs} ms (limit ${limit.lcpMs} ms, ratios ${comparison.lcpRatios.join(', ')}) TBT ${live.tbtMs} ms (limit ${limit.tbtMs} ms) CLS ${live.cls} CPU index ${live.benchmarkIndex} (${live.runs} pair(s))`,
      );
      comparisons.push(comparison);
    }
  }
  return comparisons;
}
