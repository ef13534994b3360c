// bench/reports/history.md: one row per committed report, newest first, so the README
// need not carry every host's figures in prose. The rows come from git's history of
// bench/reports/latest.json (each report is committed with the change it measures),
// with the run that is writing the file on top.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUnmet, type BudgetLine } from './budgets.ts';
import { benchDir, repoRoot, runCommand } from './common.ts';
import { lighthousePages } from './measured-pages.ts';
import type { MixedLoadResult } from './mixed-load.ts';

/** The parts of a report (latest.json) that a history row shows; reports before the mixed load have none. */
export interface ReportSummary {
  generatedAt: string;
  commit: string;
  environment?: { cpus?: string; l3Cache?: string };
  budgets: BudgetLine[];
  measurements?: { mixed?: Pick<MixedLoadResult, 'requestsPerSec' | 'p99Ms' | 'errorCount'> };
}

const REPORT_PATH = 'bench/reports/latest.json';

const isSummary = (value: unknown): value is ReportSummary =>
  typeof value === 'object' && value !== null && typeof (value as ReportSummary).generatedAt === 'string' && Array.isArray((value as ReportSummary).budgets);

/**
 * Every version of latest.json that git has committed in `repo`, newest first; unreadable
 * ones are skipped. Undefined in a shallow clone, whose history is cut short: a table
 * written from it would drop the older rows of the committed one.
 */
export async function committedReports(repo = repoRoot): Promise<ReportSummary[] | undefined> {
  const shallow = await runCommand('git', ['rev-parse', '--is-shallow-repository'], { cwd: repo });
  if (shallow.code !== 0) return [];
  if (shallow.stdout.trim() === 'true') return undefined;
  const log = await runCommand('git', ['log', '--format=%H', '--', REPORT_PATH], { cwd: repo });
  const reports: ReportSummary[] = [];
  for (const commit of log.stdout.split('\n').filter(Boolean)) {
    const shown = await runCommand('git', ['cat-file', 'blob', `${commit}:${REPORT_PATH}`], { cwd: repo });
    try {
      const report: unknown = JSON.parse(shown.stdout);
      if (isSummary(report)) reports.push(report);
    } catch {
      // Not JSON at that commit (a conflict, a hand edit): nothing to show for it.
    }
  }
  return reports;
}

/**
 * A budget line's leading figure ("0.604 (…)" → "0.604"), marked when it was not met; "—"
 * when the report has none of the ids (the first found counts).
 */
function figure(report: ReportSummary, ...ids: string[]): string {
  const line = report.budgets.find((candidate) => ids.includes(candidate.id));
  if (line === undefined) return '—';
  const value = /^[+]?[\d.]+/.exec(line.measured)?.[0] ?? line.verdict.toLowerCase();
  return isUnmet(line) ? `**${value}** ✗` : value;
}

/** Lighthouse performance of the budgeted pages, "97/97/95/94", a page not met marked. */
function lighthousePerformance(report: ReportSummary): string {
  const scores = lighthousePages.map((page) => {
    const line = report.budgets.find((candidate) => candidate.id === `lighthouse-${page}`);
    const score = line ? (/^\d+/.exec(line.measured)?.[0] ?? '?') : '—';
    return isUnmet(line) ? `**${score}**` : score;
  });
  return scores.join('/');
}

/** The mixed load's throughput, p99 and errors, all marked when its budget was not met. */
function mixedLoad(report: ReportSummary): string {
  const line = report.budgets.find((candidate) => candidate.id === 'load-mixed');
  const mixed = report.measurements?.mixed;
  if (line === undefined) return '—';
  const text = mixed ? `${Math.round(mixed.requestsPerSec)} req/s, p99 ${mixed.p99Ms} ms, ${mixed.errorCount} errors` : line.verdict.toLowerCase();
  return isUnmet(line) ? `**${text}** ✗` : text;
}

/** The two ratios the mixed load replaced (decision 0021), in the reports that have them. */
function retiredRatios(report: ReportSummary): string {
  const ids = ['load-static', 'load-myProduct', 'load-API'];
  if (!report.budgets.some((line) => ids.includes(line.id))) return '—';
  return `${figure(report, 'load-static')} (${figure(report, 'load-control')}) / ${figure(report, 'load-myProduct', 'load-API')}`;
}

function host(report: ReportSummary): string {
  const cpu = (report.environment?.cpus ?? 'unknown').replace(/^\d+ × /, '').replace(/\(R\)/g, '').replace(/ Processor$/, '');
  return report.environment?.l3Cache ? `${cpu}, L3 ${report.environment.l3Cache}` : cpu;
}

export function historyRow(report: ReportSummary): string {
  const unmetCount = report.budgets.filter(isUnmet).length;
  const cells = [
    report.generatedAt.slice(0, 10),
    report.commit,
    host(report),
    unmetCount === 0 ? 'none' : String(unmetCount),
    figure(report, 'js-first-visit'),
    lighthousePerformance(report),
    mixedLoad(report),
    `${figure(report, 'load-login')} (${figure(report, 'load-login-control')})`,
    retiredRatios(report),
    `${figure(report, 'build-full')} / ${figure(report, 'build-remote')}`,
  ];
  return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
}

export function historyMarkdown(reports: ReportSummary[]): string {
  return [
    '# pnpm bench: every committed report',
    '',
    'Written by `pnpm bench` from git\'s history of `bench/reports/latest.json`, the run that wrote it on top.',
    'Failed figures are in bold with ✗. The mixed load (since issue 26): answers a second, p99 and errors of',
    'its run. Login is the median of same-round ratios, in brackets the bare Fastify verify route against the',
    'same raw argon2id in the same run, which shows what the host allows any Node server. The last load column',
    'holds the two ratios issue 26 retired, in the reports before it: static file ÷ nginx (in brackets bare',
    '`node:http` ÷ nginx) / myProduct ÷ bare Fastify (a healthz stand-in marked not met).',
    '',
    `| date | commit | host | budgets not met | JS first visit (KB) | Lighthouse perf ${lighthousePages.join(', ')} | mixed load | login ÷ argon2id (bare Fastify verify) | retired: static ÷ nginx (bare node:http) / myProduct ÷ bare Fastify | builds, full / books (s) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...reports.map(historyRow),
    '',
  ].join('\n');
}

/**
 * `current` on top of the committed reports, each run once: the committed copy of
 * `current` (a table written again after its commit) and a report committed again
 * (a revert) are left out.
 */
export function withCurrent(current: ReportSummary, committed: ReportSummary[]): ReportSummary[] {
  const seen = new Set<string>();
  return [current, ...committed].filter((report) => !seen.has(report.generatedAt) && seen.add(report.generatedAt));
}

/**
 * Writes bench/reports/history.md: `current` on top of the reports git has committed.
 * Undefined, and the file left as it is, in a shallow clone.
 */
export async function writeHistory(current: ReportSummary): Promise<string | undefined> {
  const committed = await committedReports();
  if (committed === undefined) return undefined;
  const file = path.join(benchDir, 'reports', 'history.md');
  await writeFile(file, historyMarkdown(withCurrent(current, committed)));
  return file;
}
