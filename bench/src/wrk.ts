// Load generation with Debian's wrk (C): on 2 cores it takes little of the CPU the server
// under test needs, where a Node load generator would take most of a core. Always
// 127.0.0.1, always bounded in time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertLoopback, onCleanup, round, runCommand } from './common.ts';

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with a status outside 2xx/3xx, plus socket errors. */
  errors: number;
  /** Requests that got no answer (connect, read, write errors and timeouts). */
  socketErrors: number;
  /** For scripted checks (login): answers that were not a success. */
  unsuccessful?: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A POST with this JSON body (sent as written); with several, each request takes the next in turn. */
  postJson?: string | readonly string[];
  /** Count answers whose body does not contain this text as unsuccessful. */
  successText?: string;
}

let scriptDir: string | undefined;

/** Writes `text` to a new file in the bench's temp folder for wrk scripts (removed at the end). */
export async function scratchFile(text: string, extension: string): Promise<string> {
  if (!scriptDir) {
    scriptDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-wrk-'));
    const dir = scriptDir;
    onCleanup('wrk scripts', () => rm(dir, { recursive: true, force: true }));
  }
  const file = path.join(scriptDir, `${Math.random().toString(36).slice(2)}.${extension}`);
  await writeFile(file, text);
  return file;
}

async function luaScript(options: LoadOptions): Promise<string | undefined> {
  if (options.postJson === undefined && !options.successText) return undefined;
  const lines: string[] = [];
  if (options.postJson !== undefined) {
    const bodies = typeof options.postJson === 'string' ? [options.postJson] : options.postJson;
    lines.push(
      'wrk.method = "POST"',
      'wrk.headers["Content-Type"] = "application/json"',
      `local bodies = { ${bodies.map(luaString).join(', ')} }`,
      'local turn = 0',
      // Method, path and headers as set above; only the body changes.
      'function request() turn = turn % #bodies + 1; return wrk.format(nil, nil, nil, bodies[turn]) end',
    );
  }
  if (options.successText) {
    lines.push(
      'local threads = {}',
      'function setup(thread) table.insert(threads, thread) end',
      'good = 0',
      'bad = 0',
      `local needle = ${luaString(options.successText)}`,
      'function response(status, headers, body)',
      '  if status == 200 and body and string.find(body, needle, 1, true) then good = good + 1 else bad = bad + 1 end',
      'end',
      'function done(summary, latency, requests)',
      '  local g, b = 0, 0',
      '  for _, t in ipairs(threads) do g = g + t:get("good"); b = b + t:get("bad") end',
      '  io.write(string.format("BENCH good=%d bad=%d\\n", g, b))',
      'end',
    );
  }
  return scratchFile(`${lines.join('\n')}\n`, 'lua');
}

/** `value` as a Lua string literal (control characters as decimal escapes). */
export function luaString(value: string): string {
  const escape = (c: string) => (c === '\\' || c === '"' ? `\\${c}` : c < ' ' ? `\\${String(c.charCodeAt(0)).padStart(3, '0')}` : c);
  return `"${[...value].map(escape).join('')}"`;
}

/** Strings, numbers, booleans, arrays and plain objects as a Lua expression (for a plan a script reads). */
export function luaValue(value: unknown): string {
  if (typeof value === 'string') return luaString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `{ ${value.map(luaValue).join(', ')} }`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{ ${fields.map(([key, item]) => `[${luaString(key)}] = ${luaValue(item)}`).join(', ')} }`;
  }
  throw new Error(`No Lua form for ${String(value)}`);
}

function toMs(value: string, unit: string): number {
  const number = Number(value);
  if (unit === 'us') return number / 1000;
  if (unit === 's') return number * 1000;
  if (unit === 'm') return number * 60_000;
  return number;
}

/**
 * Requests of a run that did not succeed. A scripted check (successText) already counts
 * every answer that is not a success, non-2xx ones included; requests with no answer
 * come on top.
 */
export function failedRequests(result: LoadResult): number {
  return result.unsuccessful === undefined ? result.errors : result.unsuccessful + result.socketErrors;
}

/** The figures of wrk's text output (with --latency); throws when they are not there. */
export function parseWrkOutput(stdout: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const p50 = /\n\s+50%\s+([\d.]+)(us|ms|s|m)\b/.exec(stdout);
  const p99 = /\n\s+99%\s+([\d.]+)(us|ms|s|m)\b/.exec(stdout);
  const total = /(\d+) requests in/.exec(stdout);
  if (!rps || !p99 || !p50 || !total) throw new Error(`Could not read wrk's output:\n${stdout}`);
  // wrk counts answers with a status above 399 here, under this name.
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const result: LoadResult = {
    requestsPerSec: round(Number(rps[1]), 1),
    p50Ms: round(toMs(p50[1]!, p50[2]!), 2),
    p99Ms: round(toMs(p99[1]!, p99[2]!), 2),
    requests: Number(total[1]),
    errors: non2xx + socketErrors,
    socketErrors,
  };
  const checked = /BENCH good=(\d+) bad=(\d+)/.exec(stdout);
  if (checked) result.unsuccessful = Number(checked[2]);
  return result;
}

/** Runs wrk with `args` before the URL and `scriptArgs` after it; its output as it printed it. */
export async function wrk(args: string[], url: string, scriptArgs: string[] = []): Promise<string> {
  const { code, stdout, stderr } = await runCommand('wrk', [...args, assertLoopback(url), ...(scriptArgs.length ? ['--', ...scriptArgs] : [])]);
  if (code !== 0) throw new Error(`wrk failed (${code}): ${stderr || stdout}`);
  // A Lua error in a script is printed on stderr while wrk carries on.
  if (/\.lua:\d+:/.test(stderr)) throw new Error(`wrk's script failed: ${stderr}`);
  return stdout;
}

export async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '5s'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  const script = await luaScript(options);
  if (script) args.push('-s', script);
  return parseWrkOutput(await wrk(args, options.url));
}
