// The mixed-load line: many connections at once against the site as `pnpm
// start` serves it, mixing pages, scripts, /remotes.json, myProduct and sales enquiries
// (mixed-requests.ts), driven by wrk with mixed-load.lua. Budgeted: no errors, and the
// p99 latency (budgets.ts). Decision record: docs/decisions/0021-bench-mixed-load.md.
import path from 'node:path';
import { log } from './common.ts';
import { mixSequence, plannedEnquiry, plannedKinds, type PlannedKind, type PlannedRequest } from './mixed-requests.ts';
import { checkAnswers } from './mixed-preflight.ts';
import { assignProduct, confirmEmail, registerCustomer, xsrfPair, type Customer } from './site.ts';
import { luaValue, parseWrkOutput, scratchFile, wrk } from './wrk.ts';

export interface MixedSettings {
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  /** Sales enquiries a second, all connections together, each from an address of its own. */
  enquiriesPerSecond: number;
  /** Signed-in customers whose myProduct is asked for. */
  customers: number;
}

/** What one kind of request got, from the wrk script's own counts. */
export interface MixedKindResult {
  kind: string;
  /** The distinct paths it took in turn. */
  paths: string[];
  sent: number;
  answered: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Requests lost to a socket error (wrk reconnected and sent the next request). */
  lost: number;
  /** Unanswered at the end of the run, for longer than the timeout. */
  noAnswer: number;
  /** On the wire at the end of the run, within the timeout: not an error. */
  inFlightAtEnd: number;
  p50Ms: number;
  p99Ms: number;
}

/** The errors of a run by kind of error; every one of them fails the budget. */
export interface MixedErrors {
  /** 5xx answers. */
  server: number;
  /** 4xx answers, except an enquiry's 429 (throttled). */
  unexpected4xx: number;
  /**
   * Requests whose connection closed or failed before their answer (the script's count:
   * wrk counts a connection the server closes as no error), and connections wrk could not open.
   */
  socket: number;
  /** Answers slower than the timeout (wrk), and requests still unanswered after it. */
  timeouts: number;
}

export interface MixedLoadResult {
  connections: number;
  seconds: number;
  timeoutSeconds: number;
  enquiriesPerSecond: number;
  /** Each kind's weight in the cycle of requests besides enquiries. */
  mix: Record<string, number>;
  /** wrk's figures for the whole run: every answer counts, whatever its status. */
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  answers: number;
  errors: MixedErrors;
  errorCount: number;
  /** Enquiries answered 429: one of the site's limits at work, reported apart, not an error. */
  throttled: number;
  kinds: MixedKindResult[];
  notes: string[];
}

/** The kind whose 429 answers are throttling, not errors: the site limits enquiries. */
export const THROTTLED_KIND = 'enquiry';
const TIMEOUT_SECONDS = 5;

/** What mixed-load.lua prints: per kind its counts, and wrk's own error counts. */
export interface ScriptOutput {
  kinds: Record<string, { sent: number; answered: number; lost: number; no_answer: number; in_flight: number; status: Record<string, number>; p50_ms: number; p99_ms: number }>;
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
}

export function scriptOutput(stdout: string): ScriptOutput {
  const line = /^BENCH-MIXED (.*)$/m.exec(stdout)?.[1];
  if (line === undefined) throw new Error(`wrk's script printed no figures:\n${stdout}`);
  return JSON.parse(line) as ScriptOutput;
}

/** Sorts the answers and failures of a run into errors (by kind of error) and throttled answers. */
export function classify(output: ScriptOutput): { errors: MixedErrors; throttled: number } {
  const errors: MixedErrors = { server: 0, unexpected4xx: 0, socket: output.errors.connect, timeouts: output.errors.timeout };
  let throttled = 0;
  for (const [kind, counts] of Object.entries(output.kinds)) {
    errors.socket += counts.lost;
    errors.timeouts += counts.no_answer;
    for (const [code, n] of Object.entries(counts.status)) {
      const status = Number(code);
      if (status >= 500) errors.server += n;
      else if (status === 429 && kind === THROTTLED_KIND) throttled += n;
      else if (status >= 400) errors.unexpected4xx += n;
    }
  }
  return { errors, throttled };
}

/** Customers for myProduct; every other one has started a product, so both kinds of answer come up. */
async function signedInCustomers(siteUrl: string, dataDir: string, count: number): Promise<Customer[]> {
  const products = [
    ['CRM', 'SCEN'],
    ['ACCOUNT', 'SAEN'],
    ['SERVICE', 'SSEN'],
  ] as const;
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const customer = await registerCustomer(siteUrl);
    const [productCode, planCode] = products[(i >> 1) % products.length]!;
    if (i % 2 === 1) {
      await confirmEmail(siteUrl, dataDir, customer);
      await assignProduct(siteUrl, customer, productCode, planCode);
    }
    customers.push(customer);
  }
  return customers;
}

/** What mixed-load.lua runs: the kinds in their mix, and enquiries at their own rate. */
export interface MixedPlan {
  connections: number;
  timeoutSeconds: number;
  enquiriesPerSecond: number;
  kinds: Pick<PlannedKind, 'name' | 'weight' | 'requests'>[];
  enquiry: { request: PlannedRequest; bodies: string[] };
}

/** One wrk run of the plan; `addressBlock` (1–254) keeps each run's enquiry addresses apart. */
export async function runMixedPlan(siteUrl: string, plan: MixedPlan, seconds: number, addressBlock: number) {
  const { connections, enquiriesPerSecond, timeoutSeconds } = plan;
  const planFile = await scratchFile(
    `return ${luaValue({
      connections,
      timeout_ms: timeoutSeconds * 1000,
      enquiries_per_second: enquiriesPerSecond,
      address_block: addressBlock,
      sequence: mixSequence(plan.kinds.map((kind) => kind.weight)),
      kinds: plan.kinds.map(({ name, requests }) => ({ name, requests })),
      enquiry: { name: THROTTLED_KIND, ...plan.enquiry.request, bodies: plan.enquiry.bodies },
    })}\n`,
    'lua',
  );
  // One connection a thread: mixed-load.lua tells the kinds' answers apart that way.
  const args = [`-t${connections}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', `${timeoutSeconds}s`, '-s', path.join(import.meta.dirname, 'mixed-load.lua')];
  const stdout = await wrk(args, siteUrl, [planFile]);
  return { totals: parseWrkOutput(stdout), output: scriptOutput(stdout) };
}

export async function measureMixedLoad(siteUrl: string, dataDir: string, settings: MixedSettings): Promise<MixedLoadResult> {
  if (settings.connections > 255) throw new Error('The mixed load gives each connection an address 10.x.<connection>.y: 255 connections at most.');
  const customers = await signedInCustomers(siteUrl, dataDir, settings.customers);
  const xsrf = await xsrfPair(siteUrl);
  const kinds = await plannedKinds(siteUrl, customers, xsrf);
  const plan: MixedPlan = { ...settings, timeoutSeconds: TIMEOUT_SECONDS, kinds, enquiry: plannedEnquiry(xsrf) };
  const notes = await checkAnswers(siteUrl, kinds, plan.enquiry);
  log(`load: mixed, warm-up ${settings.warmUpSeconds} s`);
  await runMixedPlan(siteUrl, plan, settings.warmUpSeconds, 1);
  log(`load: mixed, ${settings.connections} connections for ${settings.seconds} s`);
  const { totals, output } = await runMixedPlan(siteUrl, plan, settings.seconds, 2);
  const { errors, throttled } = classify(output);
  const errorCount = errors.server + errors.unexpected4xx + errors.socket + errors.timeouts;
  const results = [...kinds.map((kind) => ({ name: kind.name, paths: kind.requests.map((r) => r.path) })), { name: THROTTLED_KIND, paths: [plan.enquiry.request.path] }].map(
    ({ name, paths }): MixedKindResult => {
      // A kind the run never got to has no figures.
      const counts = output.kinds[name] ?? { sent: 0, answered: 0, lost: 0, no_answer: 0, in_flight: 0, status: {}, p50_ms: 0, p99_ms: 0 };
      return { kind: name, paths, sent: counts.sent, answered: counts.answered, statuses: counts.status, lost: counts.lost, noAnswer: counts.no_answer, inFlightAtEnd: counts.in_flight, p50Ms: counts.p50_ms, p99Ms: counts.p99_ms };
    },
  );
  log(`load: mixed: ${totals.requestsPerSec} req/s, p50 ${totals.p50Ms} ms, p99 ${totals.p99Ms} ms, ${errorCount} errors, ${throttled} throttled`);
  return {
    connections: settings.connections,
    seconds: settings.seconds,
    timeoutSeconds: TIMEOUT_SECONDS,
    enquiriesPerSecond: settings.enquiriesPerSecond,
    mix: Object.fromEntries(plan.kinds.map((kind) => [kind.name, kind.weight])),
    requestsPerSec: totals.requestsPerSec,
    p50Ms: totals.p50Ms,
    p99Ms: totals.p99Ms,
    answers: totals.requests,
    errors,
    errorCount,
    throttled,
    kinds: results,
    notes,
  };
}
