// The login line: sign-ins against raw argon2id verifications, measured as A/B pairs in
// alternating order over several rounds (A B, B A, A B): the machine is shared and
// absolute figures drift, so the budget is judged on the median of same-round ratios.
// With it, two lines reported without a budget: a bare Fastify verify route against the
// same yardstick (login control), and the yardstick with a pool sized to the cores.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { assertLoopback, freePort, log, median, node, onCleanup, round, runCommand, startProcess, waitForOk } from './common.ts';
import type { Customer } from './site.ts';
import { registerCustomer, xsrfPair } from './site.ts';
import { failedRequests, runWrk, type LoadOptions, type LoadResult } from './wrk.ts';

export interface Side {
  label: string;
  detail: string;
  rounds: LoadResult[];
  medianRequestsPerSec: number;
  medianP99Ms: number;
}

export interface Comparison {
  name: string;
  connections: number;
  seconds: number;
  a: Side;
  b: Side;
  /** a / b in each round. */
  roundRatios: number[];
  medianRatio: number;
  /** Error answers and unsuccessful ones (a refused sign-in), both sides, all rounds: a fast refusal is no throughput. */
  failedAnswers: number;
  notes: string[];
}

export interface LoadSettings {
  rounds: number;
  seconds: number;
  loginConnections: number;
}

type Runner = () => Promise<LoadResult>;

async function compare(
  name: string,
  settings: { rounds: number; seconds: number; connections: number },
  a: { label: string; detail: string; run: Runner },
  b: { label: string; detail: string; run: Runner },
  notes: string[],
): Promise<Comparison> {
  const resultsA: LoadResult[] = [];
  const resultsB: LoadResult[] = [];
  for (let round_ = 0; round_ < settings.rounds; round_ += 1) {
    const order = round_ % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const side of order) {
      const result = side === 'a' ? await a.run() : await b.run();
      (side === 'a' ? resultsA : resultsB).push(result);
      const label = side === 'a' ? a.label : b.label;
      log(`load: ${name} round ${round_ + 1} ${label}: ${result.requestsPerSec} req/s, p99 ${result.p99Ms} ms${result.errors ? `, ${result.errors} errors` : ''}${result.unsuccessful ? `, ${result.unsuccessful} unsuccessful` : ''}`);
    }
  }
  const side = (label: string, detail: string, rounds: LoadResult[]): Side => ({
    label,
    detail,
    rounds,
    medianRequestsPerSec: round(median(rounds.map((r) => r.requestsPerSec)), 1),
    medianP99Ms: round(median(rounds.map((r) => r.p99Ms)), 2),
  });
  const roundRatios = resultsA.map((r, i) => round(r.requestsPerSec / resultsB[i]!.requestsPerSec, 3));
  const comparison: Comparison = {
    name,
    connections: settings.connections,
    seconds: settings.seconds,
    a: side(a.label, a.detail, resultsA),
    b: side(b.label, b.detail, resultsB),
    roundRatios,
    medianRatio: round(median(roundRatios), 3),
    failedAnswers: [...resultsA, ...resultsB].reduce((sum, r) => sum + failedRequests(r), 0),
    notes,
  };
  if (comparison.failedAnswers) comparison.notes.push(`${comparison.failedAnswers} answers were errors or unsuccessful during the runs: see rounds.`);
  log(`load: ${name}: median ratio ${comparison.medianRatio} (rounds ${roundRatios.join(', ')})`);
  return comparison;
}

/**
 * A Fastify control in its own process: `node <script> <port> <body file> ...args`, its
 * JSON answer body written to a temp file; ready once `readyPath` answers.
 */
async function startFastifyServer(script: string, readyPath: string, body: string, ...args: string[]): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-bare-'));
  onCleanup(`${script} folder`, () => rm(dir, { recursive: true, force: true }));
  const bodyFile = path.join(dir, 'body.json');
  await writeFile(bodyFile, body);
  const { child, stop } = startProcess(script, node, [path.join(import.meta.dirname, script), String(port), bodyFile, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = assertLoopback(`http://127.0.0.1:${port}`);
  await waitForOk(`${baseUrl}${readyPath}`, child, 15_000);
  return { baseUrl, stop };
}

/** The login line's control (bare-login.ts against the same raw argon2id), not a budget. */
export const LOGIN_CONTROL = 'login, bare Fastify control';
/**
 * A check of the login line's yardstick, not a budget: raw argon2id with one pool thread
 * per core against the yardstick's pool (the site's). Where it is above 1, a pool sized
 * to the cores would hash faster in both (docs/decisions/0017, "Considered since").
 */
export const YARDSTICK_POOL_CHECK = 'raw argon2id, pool sized to the cores';

/** libuv's pool size in the site and the yardstick: what the environment says, else libuv's default. */
const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Raw argon2id in its own process; `poolSize` replaces the pool size it would inherit. */
async function rawArgon2(concurrency: number, seconds: number, poolSize?: number): Promise<LoadResult> {
  const env = poolSize === undefined ? process.env : { ...process.env, UV_THREADPOOL_SIZE: String(poolSize) };
  const { code, stdout, stderr } = await runCommand(node, [path.join(import.meta.dirname, 'argon2-raw.ts'), String(concurrency), String(seconds)], { env });
  if (code !== 0) throw new Error(`argon2-raw failed: ${stderr}`);
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as { verifications: number; perSec: number; p50Ms: number; p99Ms: number };
  return { requestsPerSec: round(result.perSec, 1), p50Ms: round(result.p50Ms, 2), p99Ms: round(result.p99Ms, 2), requests: result.verifications, errors: 0, socketErrors: 0 };
}

/**
 * Sign-ins take turns over as many customers as requests in flight, as many people signing
 * in would. One account would trip its own limit (5 attempts counted until each succeeds):
 * when one wrk run follows another, the first one's last requests are still in flight.
 */
export async function measureLogin(siteUrl: string, customer: Customer, settings: LoadSettings): Promise<Comparison[]> {
  const xsrf = await xsrfPair(siteUrl);
  const headers = { Cookie: xsrf.cookie, 'X-XSRF-TOKEN': xsrf.header };
  const customers = [customer];
  while (customers.length < settings.loginConnections) customers.push(await registerCustomer(siteUrl));
  const bodies = customers.map(({ email, password }) => JSON.stringify({ email, password }));
  // Every body signs in before anything is timed: a refusal is no throughput.
  const signInAnswer = async (url: string, body: string): Promise<string> => {
    const check = await fetch(assertLoopback(url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    const text = await check.text();
    if (!check.ok || !text.includes('"success":true')) throw new Error(`Sign-in at ${url} does not work: ${check.status} ${text}`);
    return text;
  };
  let answer = '';
  for (const body of bodies) answer = await signInAnswer(`${siteUrl}/api/login/login`, body);
  const options = (url: string): LoadOptions => ({
    url,
    connections: settings.loginConnections,
    seconds: settings.seconds,
    headers,
    postJson: bodies,
    successText: '"success":true',
  });
  const timing = { rounds: settings.rounds, seconds: settings.seconds, connections: settings.loginConnections };
  const raw = {
    label: 'raw argon2id verify',
    detail: `@node-rs/argon2 verify, m=19456 t=2 p=1, ${settings.loginConnections} in flight, own Node process`,
    run: () => rawArgon2(settings.loginConnections, settings.seconds),
  };
  const site = options(`${siteUrl}/api/login/login`);
  await runWrk({ ...site, seconds: 2 });
  const budgeted = await compare(
    'login',
    timing,
    { label: 'POST /api/login/login', detail: `${customers.length} registered customers in turn, XSRF cookie + header, right password`, run: () => runWrk(site) },
    raw,
    [`${settings.loginConnections} requests in flight against the site; as many verifications in flight in the raw run (libuv pool of ${POOL_SIZE} threads in both, ${availableParallelism()} cores).`],
  );

  // The bench's customers share one password (site.ts), which the control verifies.
  const bare = await startFastifyServer('bare-login.ts', '/ready', answer, customer.password);
  try {
    const control = options(`${bare.baseUrl}/bare-login`);
    for (const body of bodies) await signInAnswer(control.url, body);
    await runWrk({ ...control, seconds: 2 });
    const comparisons = [
      budgeted,
      await compare(
        LOGIN_CONTROL,
        timing,
        { label: 'bare Fastify verify', detail: `Fastify 5, one route: argon2id verify of the body's password, fixed answer (${Buffer.byteLength(answer)} B); nothing from the API, libuv's pool at Node's defaults`, run: () => runWrk(control) },
        raw,
        ['What a Fastify route with no work besides the hash reaches against raw argon2id on this machine during this run (informational, no budget): the same requests as the site gets.'],
      ),
    ];
    const cores = availableParallelism();
    if (cores !== POOL_SIZE) {
      comparisons.push(
        await compare(
          YARDSTICK_POOL_CHECK,
          timing,
          { label: `raw argon2id, pool of ${cores}`, detail: `as the yardstick, libuv's pool at ${cores} threads (one per core)`, run: () => rawArgon2(settings.loginConnections, settings.seconds, cores) },
          raw,
          [`The yardstick and the site run libuv's pool at ${POOL_SIZE} threads. This line says how much faster raw argon2id hashes with one thread per core on this machine during this run (informational, no budget).`],
        ),
      );
    }
    return comparisons;
  } finally {
    await bare.stop();
  }
}
