// `pnpm bench`: builds the site, serves it as `pnpm start` does, measures it and writes
// bench/reports/latest.{json,md} and bench/reports/history.md. Exits 1 when a budget is not met (or could not be measured), after writing the
// report.
// Settings (environment): BENCH_SKIP_BUILD=1 reuses the current build (no build times),
// BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_ROUNDS and BENCH_SECONDS (the login line's
// rounds and seconds a side, default 7 and 5), BENCH_MIXED_SECONDS (the mixed load's
// length, default 60), BENCH_STEPS (which steps, default all: js,pages,lighthouse,mixed,
// login,release; e.g. BENCH_STEPS=lighthouse on a shared machine), BENCH_LIGHTHOUSE_METHODS
// (default devtools,simulate).
// Decision records: docs/decisions/0011-benchmark.md, 0021-bench-mixed-load.md, 0032-pages-rendered-at-release.md.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { measureBuilds } from './build.ts';
import { measureContentTimes } from './content-times.ts';
import { isUnmet, judge, type Measurements } from './budgets.ts';
import { log, onCleanup, runCommand, stopAll } from './common.ts';
import { measureJsWeight } from './js-weight.ts';
import { startPageProxy } from './limit-proxy.ts';
import { measureLighthouse, throttlingMethods, type ThrottlingMethod } from './lighthouse.ts';
import { measureLogin, type LoadSettings } from './login-load.ts';
import { lighthousePages } from './measured-pages.ts';
import { measureMixedLoad, type MixedSettings } from './mixed-load.ts';
import { measurePageSizes, measureReleaseTimes } from './pages.ts';
import { chromiumPath, ensureTools } from './prerequisites.ts';
import { writeHistory } from './history.ts';
import { markdownTable, writeReports } from './report.ts';
import { missingBuildOutputs, registerCustomer, startSite, type Customer } from './site.ts';
import { detailsMarkdown } from './details.ts';

const started = performance.now();
const numberSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const lighthouseRuns = numberSetting('BENCH_LIGHTHOUSE_RUNS', 3);
const listSetting = <T extends string>(name: string, all: readonly T[]): T[] => {
  const chosen = (process.env[name] ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = chosen.filter((item) => !all.includes(item as T));
  if (unknown.length) throw new Error(`${name}: unknown ${unknown.join(', ')} (one or more of ${all.join(', ')})`);
  return chosen.length ? (chosen as T[]) : [...all];
};
const steps = listSetting('BENCH_STEPS', ['js', 'pages', 'lighthouse', 'mixed', 'login', 'release'] as const);
const lighthouseMethods: ThrottlingMethod[] = listSetting('BENCH_LIGHTHOUSE_METHODS', throttlingMethods);
const loadSettings: LoadSettings = {
  // Many short rounds rather than a few long ones: the host's speed drifts over seconds,
  // and the median of 7 same-round ratios moves less than the median of 3.
  rounds: numberSetting('BENCH_ROUNDS', 7),
  seconds: numberSetting('BENCH_SECONDS', 5),
  loginConnections: 4,
};
const mixedSettings: MixedSettings = {
  connections: 64,
  seconds: numberSetting('BENCH_MIXED_SECONDS', 60),
  warmUpSeconds: 5,
  // Each from an address of its own: no per-address limit fires (decision 0021).
  enquiriesPerSecond: 1,
  customers: 8,
};

// Stops everything the bench started, once, then exits with `code`.
let stopping = false;
function stopAndExit(code: number): void {
  if (stopping) return;
  stopping = true;
  stopAll().finally(() => process.exit(code));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    process.stderr.write(`\nbench: ${signal}, stopping everything it started...\n`);
    stopAndExit(130);
  });
}

// A stray failure (a late callback of a closed browser page, say) must not end the run
// with the site or the login control still running.
let crashed = false;
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    process.stderr.write(`bench: ${event}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    crashed = true;
    stopAndExit(1);
  });
}

async function version(command: string, args: string[]): Promise<string> {
  const result = await runCommand(command, args).catch(() => ({ stdout: '', stderr: 'unknown' }));
  return `${result.stdout}${result.stderr}`.split('\n').find((line) => /\d/.test(line))?.trim() ?? 'unknown';
}

/** The size of the CPU's L3 cache as Linux reports it (cache index3: "32768K" → "32 MiB"), if it has one. */
async function l3CacheSize(): Promise<string | undefined> {
  const size = await readFile('/sys/devices/system/cpu/cpu0/cache/index3/size', 'utf8').catch(() => '');
  const kib = /^(\d+)K$/.exec(size.trim());
  return kib ? `${Math.round(Number(kib[1]) / 1024)} MiB` : undefined;
}

async function main(): Promise<number> {
  const measurements: Measurements = {};
  const errors: string[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
      errors.push(message);
      log(`ERROR ${message}`);
      return undefined;
    }
  };

  ensureTools();
  const environment = {
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    loadAverageAtEnd: [] as number[],
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
    // The load figures depend on the host: the report names it.
    l3Cache: await l3CacheSize(),
    node: process.version,
    chromium: await version(chromiumPath, ['--version']),
    wrk: await version('wrk', ['--version']),
  };
  const commit = (await runCommand('git', ['rev-parse', '--short', 'HEAD'])).stdout.trim() || 'unknown';
  const dirty = (await runCommand('git', ['status', '--porcelain'])).stdout.trim() ? ' (uncommitted changes)' : '';

  try {
    if (!skipBuild) measurements.build = await measureBuilds();
    const missing = missingBuildOutputs();
    if (missing.length) throw new Error(`The site is not built (missing ${missing.join(', ')}).`);

    const site = await startSite();
    const customer: Customer | undefined = await step('register a customer', () => registerCustomer(site.baseUrl));
    if (steps.includes('js')) measurements.js = await step('JavaScript downloads', () => measureJsWeight(site.baseUrl, customer));
    if (steps.includes('pages')) measurements.pageSizes = await step('page sizes', () => measurePageSizes(site.baseUrl, lighthousePages));
    if (steps.includes('lighthouse')) {
      measurements.lighthouse = await step('Lighthouse', async () => {
        // The live page and its limit page, each through a proxy of its own (limit-proxy.ts).
        const [live, limit] = await Promise.all([startPageProxy(site.baseUrl, false), startPageProxy(site.baseUrl, true)]);
        onCleanup('page proxies', async () => void (await Promise.all([live.close(), limit.close()])));
        return measureLighthouse(live.baseUrl, limit.baseUrl, lighthousePages, lighthouseRuns, lighthouseMethods);
      });
    }
    if (steps.includes('mixed')) measurements.mixed = await step('mixed load', () => measureMixedLoad(site.baseUrl, site.dataDir, mixedSettings));
    if (customer && steps.includes('login')) measurements.load = await step('login load', () => measureLogin(site.baseUrl, customer, loadSettings));
    // Last: it changes what the site serves (a books release, then its rollback).
    if (steps.includes('release')) measurements.releaseTimes = await step('release and rollback', () => measureReleaseTimes(site));
    if (customer && steps.includes('release')) measurements.contentTimes = await step('content publish and rollback', () => measureContentTimes(site, customer));
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    log(`ERROR ${errors.at(-1)}`);
  } finally {
    log('stopping everything the bench started');
    await stopAll();
  }

  environment.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
  const lines = judge(measurements);
  const totalSeconds = (performance.now() - started) / 1000;
  const context = {
    generatedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: `${commit}${dirty}`,
    machine: `${environment.cpus}${environment.l3Cache ? `, L3 ${environment.l3Cache}` : ''} (load average ${environment.loadAverageAtStart[0]} at start, ${environment.loadAverageAtEnd[0]} at end), Node ${environment.node}, ${environment.chromium}`,
    settings: `steps ${steps.join(', ')}; Lighthouse ${lighthouseRuns} pair(s) of runs a page and method (${lighthouseMethods.join(', ')}; median), live and limit page interleaved, mixed load ${mixedSettings.connections} connections × ${mixedSettings.seconds} s, login ${loadSettings.rounds} rounds × ${loadSettings.seconds} s a side`,
    totalSeconds,
  };
  const table = markdownTable(lines, context);
  const report = {
    ...context,
    environment,
    settings: { skipBuild, steps, lighthouseRuns, lighthouseMethods, lighthousePages, load: loadSettings, mixed: mixedSettings },
    budgets: lines,
    errors,
    measurements,
  };
  const { jsonFile, mdFile } = await writeReports(report, `${table}${errors.length ? `\nErrors:\n${errors.map((e) => `- ${e}`).join('\n')}\n` : ''}\n${detailsMarkdown(measurements)}`);
  const historyFile = await writeHistory(report);
  process.stdout.write(`\n${table}\n`);
  log(`report: ${jsonFile}, ${mdFile}${historyFile ? `, ${historyFile}` : ''}`);
  if (!historyFile) log('history.md left as it is: this is a shallow clone (git fetch --unshallow to write it)');
  const unmet = lines.filter(isUnmet);
  return unmet.length || errors.length ? 1 : 0;
}

main().then(
  // A crash elsewhere during the run fails it, even if the steps got their figures.
  (code) => process.exit(crashed ? 1 : code),
  async (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await stopAll();
    process.exit(1);
  },
);
