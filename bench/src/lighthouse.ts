// Step 3: Lighthouse (the npm package's CLI) on Debian's Chromium, mobile form factor
// (its default: emulated Moto G Power, simulated slow 4G), four categories and LCP.
// Each run gets its own TMPDIR (Chrome's profile lives there) and is read from its JSON.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertLoopback, benchDir, log, median, node, onCleanup, round, runCommand } from './common.ts';
import { chromiumFlags, chromiumPath } from './prerequisites.ts';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof lighthouseCategories)[number];

export interface LighthouseRun {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
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
  failedAudits: string[];
  performanceIssues: string[];
  benchmarkIndex: number | null;
  error?: string;
}

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

const lighthouseCli = path.join(benchDir, 'node_modules/lighthouse/cli/index.js');

async function runOnce(url: string, workDir: string, index: number): Promise<LighthouseRun> {
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

export async function measureLighthouse(baseUrl: string, paths: string[], runs: number): Promise<LighthousePage[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-lighthouse-'));
  onCleanup('lighthouse temp folder', () => rm(workDir, { recursive: true, force: true }));
  const pages: LighthousePage[] = [];
  for (const pagePath of paths) {
    const results: LighthouseRun[] = [];
    let error: string | undefined;
    for (let index = 0; index < runs; index += 1) {
      // A run that fails (Chrome's trace can come back empty on a loaded machine) is
      // tried once more before the page counts as not measured.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const run = await runOnce(`${baseUrl}${pagePath}`, workDir, index);
          if (run.runtimeError && attempt === 1) throw new Error(run.runtimeError);
          results.push(run);
          error = undefined;
          break;
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
          log(`lighthouse: ${pagePath} run ${index + 1} attempt ${attempt} failed: ${error}`);
        }
      }
    }
    const pick = (values: (number | null)[]) => {
      const present = values.filter((value): value is number => value !== null);
      return present.length ? median(present) : null;
    };
    const scores = Object.fromEntries(lighthouseCategories.map((category) => [category, pick(results.map((r) => r.scores[category]))])) as Record<
      Category,
      number | null
    >;
    const lcp = pick(results.map((r) => r.lcpMs));
    const cls = pick(results.map((r) => r.cls));
    const page: LighthousePage = {
      path: pagePath,
      runs: results.length,
      scores,
      lcpMs: lcp === null ? null : round(lcp, 0),
      cls: cls === null ? null : round(cls, 3),
      failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
      performanceIssues: results[0]?.performanceIssues ?? [],
      benchmarkIndex: pick(results.map((r) => r.benchmarkIndex)),
    };
    const runtimeError = results.find((r) => r.runtimeError)?.runtimeError;
    if (error || runtimeError) page.error = error ?? runtimeError;
    log(
      `lighthouse: ${pagePath} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo} LCP ${page.lcpMs} ms CLS ${page.cls} (${results.length} run(s))`,
    );
    pages.push(page);
  }
  return pages;
}
