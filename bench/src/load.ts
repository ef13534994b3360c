// Step 4: throughput and p99 on loopback, three comparisons, each measured as A/B pairs
// in alternating order over several rounds (A B, B A, A B): the machine is shared and
// absolute figures drift, so the budget is judged on the median of same-round ratios.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  staticConnections: number;
  apiConnections: number;
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

/** The shell's entry script as index.html names it: a hashed, immutable file. */
async function shellEntryScript(shellDir: string): Promise<string> {
  const html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const src = /<script[^>]*\ssrc="\/?([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('No script in apps/shell/dist/index.html');
  return src;
}

async function startNginx(root: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-nginx-'));
  onCleanup('nginx prefix folder', () => rm(prefix, { recursive: true, force: true }));
  // The site's answer for a hashed file: pre-compressed sibling, immutable caching,
  // Vary: Accept-Encoding. nginx gets the same, one worker, no access log, loopback only.
  const config = `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    gzip_vary on;
    location / {
      add_header Cache-Control "public, max-age=31536000, immutable" always;
    }
  }
}
`;
  await writeFile(path.join(prefix, 'nginx.conf'), config);
  const { child, stop } = startProcess('nginx', 'nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = assertLoopback(`http://127.0.0.1:${port}`);
  await waitForOk(`${baseUrl}/index.html`, child, 15_000);
  return { baseUrl, stop };
}

async function startBareNodeStatic(file: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const { child, stop } = startProcess('bare node:http', node, [path.join(import.meta.dirname, 'bare-node-static.ts'), String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = assertLoopback(`http://127.0.0.1:${port}`);
  await waitForOk(`${baseUrl}/${path.basename(file)}`, child, 15_000);
  return { baseUrl, stop };
}

/**
 * A Fastify yardstick or control in its own process: `node <script> <port> <body file>
 * ...args`, its JSON answer body written to a temp file; ready once `readyPath` answers.
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

/** Headers of a GET, for the report (proves the two sides answer alike). */
async function answerOf(url: string, headers: Record<string, string>): Promise<{ status: number; encoding: string; bytes: number; cacheControl: string; vary: string }> {
  const response = await fetch(assertLoopback(url), { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    status: response.status,
    encoding: response.headers.get('content-encoding') ?? 'identity',
    // fetch decodes gzip; content-length is the wire size when present.
    bytes: Number(response.headers.get('content-length') ?? bytes),
    cacheControl: response.headers.get('cache-control') ?? '',
    vary: response.headers.get('vary') ?? '',
  };
}

export const NODE_CONTROL = 'static asset, bare node:http control';
/** The login line's control (bare-login.ts against the same raw argon2id), not a budget. */
export const LOGIN_CONTROL = 'login, bare Fastify control';
/**
 * A check of the login line's yardstick, not a budget: raw argon2id with one pool thread
 * per core against the yardstick's pool (the site's). Where it is above 1, a pool sized
 * to the cores would hash faster in both (docs/decisions/0017, "Considered since").
 */
export const YARDSTICK_POOL_CHECK = 'raw argon2id, pool sized to the cores';

/**
 * The static line (site ÷ nginx) and its control, not a budget: the same file from a bare
 * node:http server against the same nginx, which shows what any Node server reaches on
 * this machine during this run.
 */
async function staticComparisons(siteUrl: string, shellDir: string, settings: LoadSettings): Promise<Comparison[]> {
  const file = await shellEntryScript(shellDir);
  const nginx = await startNginx(shellDir);
  const headers = { 'Accept-Encoding': 'gzip' };
  const options = (url: string): LoadOptions => ({ url, connections: settings.staticConnections, seconds: settings.seconds, headers });
  const timing = { rounds: settings.rounds, seconds: settings.seconds, connections: settings.staticConnections };
  const nginxSide = { label: 'nginx', detail: 'Debian nginx, 1 worker, gzip_static, same file and cache headers', run: () => runWrk(options(`${nginx.baseUrl}/${file}`)) };
  try {
    const site = await answerOf(`${siteUrl}/${file}`, headers);
    const yardstick = await answerOf(`${nginx.baseUrl}/${file}`, headers);
    const notes = [
      `GET /${file} with Accept-Encoding: gzip.`,
      `site: ${site.status} ${site.encoding} ${site.bytes} B, Cache-Control "${site.cacheControl}", Vary "${site.vary}"; nginx: ${yardstick.status} ${yardstick.encoding} ${yardstick.bytes} B, Cache-Control "${yardstick.cacheControl}", Vary "${yardstick.vary}".`,
    ];
    // Warm both (JIT, file caches) before the timed rounds.
    await runWrk({ ...options(`${siteUrl}/${file}`), seconds: 2 });
    await runWrk({ ...options(`${nginx.baseUrl}/${file}`), seconds: 2 });
    const budgeted = await compare('static asset', timing, { label: 'site', detail: `pnpm start's server, /${file}`, run: () => runWrk(options(`${siteUrl}/${file}`)) }, nginxSide, notes);

    const bare = await startBareNodeStatic(path.join(shellDir, file));
    try {
      await runWrk({ ...options(`${bare.baseUrl}/${file}`), seconds: 2 });
      const control = await compare(
        NODE_CONTROL,
        timing,
        { label: 'bare node:http', detail: `node:http, no framework, /${file}.gz from memory`, run: () => runWrk(options(`${bare.baseUrl}/${file}`)) },
        nginxSide,
        ['What a Node server with no framework reaches against nginx on this machine during this run (informational, no budget).'],
      );
      return [budgeted, control];
    } finally {
      await bare.stop();
    }
  } finally {
    await nginx.stop();
  }
}

async function apiComparison(siteUrl: string, customer: Customer, settings: LoadSettings): Promise<Comparison> {
  // What the signed-in browser sends: its Bearer token and the XSRF cookie it holds
  // (without the cookie the API would mint and set a new one on every answer).
  const xsrf = await xsrfPair(siteUrl);
  const auth = { Authorization: `Bearer ${customer.session.token}`, Cookie: xsrf.cookie };
  const myProductPath = `/api/account/myProduct?clientId=${encodeURIComponent(customer.session.id)}`;
  const probe = await fetch(assertLoopback(`${siteUrl}${myProductPath}`), { headers: auth });
  const probeBody = await probe.text();
  let routePath = myProductPath;
  let label = 'myProduct';
  let body = probeBody;
  const notes: string[] = [];
  if (probe.status !== 200) {
    // The account home API is another issue's work: until it answers, measure the
    // cheapest route of the real server in its place, and say so.
    routePath = '/healthz';
    label = 'healthz (in place of myProduct)';
    body = await (await fetch(assertLoopback(`${siteUrl}/healthz`))).text();
    notes.push(`GET ${myProductPath} answered ${probe.status} (not built yet): GET /healthz of the real server measured in its place; the bench switches to myProduct once it answers 200.`);
  } else {
    notes.push(`GET ${myProductPath} with the customer's Bearer token and XSRF cookie answered 200, ${probeBody.length} B.`);
  }
  const bare = await startFastifyServer('bare-fastify.ts', '/bare', body);
  notes.push(
    `bare Fastify answers the same JSON (${Buffer.byteLength(body)} B) on GET /bare to the same request headers (it ignores them). No Accept-Encoding on either side.`,
  );
  const options = (url: string, headers: Record<string, string>): LoadOptions => ({ url, connections: settings.apiConnections, seconds: settings.seconds, headers });
  try {
    await runWrk({ ...options(`${siteUrl}${routePath}`, auth), seconds: 2 });
    // The yardstick gets the same request, so the ratio is what the API adds to Fastify,
    // not also the parsing of headers any server would be sent.
    await runWrk({ ...options(`${bare.baseUrl}/bare`, auth), seconds: 2 });
    return await compare(
      routePath === '/healthz' ? 'API route (healthz in place of myProduct)' : 'myProduct',
      { rounds: settings.rounds, seconds: settings.seconds, connections: settings.apiConnections },
      { label, detail: `GET ${routePath.replace(/clientId=[^&]+/, 'clientId=<id>')} (Bearer token, XSRF cookie)`, run: () => runWrk(options(`${siteUrl}${routePath}`, auth)) },
      { label: 'bare Fastify', detail: 'Fastify 5, one route, fixed JSON, no plugins, same request headers', run: () => runWrk(options(`${bare.baseUrl}/bare`, auth)) },
      notes,
    );
  } finally {
    await bare.stop();
  }
}

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
async function loginComparisons(siteUrl: string, customer: Customer, settings: LoadSettings): Promise<Comparison[]> {
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
        { label: 'bare Fastify verify', detail: `Fastify 5, one route: argon2id verify of the body's password, fixed answer (${Buffer.byteLength(answer)} B); pool below the event loop as in the API`, run: () => runWrk(control) },
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

export async function measureLoad(siteUrl: string, shellDir: string, customer: Customer | undefined, settings: LoadSettings): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  comparisons.push(...(await staticComparisons(siteUrl, shellDir, settings)));
  if (customer) {
    comparisons.push(await apiComparison(siteUrl, customer, settings));
    comparisons.push(...(await loginComparisons(siteUrl, customer, settings)));
  }
  return comparisons;
}
