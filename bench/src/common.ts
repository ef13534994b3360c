// Small helpers shared by the benchmark's steps: paths, logging, child processes that
// are always stopped, loopback-only URLs, statistics.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const benchDir = path.resolve(import.meta.dirname, '..');
/** The Node 24 binary running the bench; every child Node process uses it too. */
export const node = process.execPath;

const startedAt = Date.now();

export function log(message: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(4);
  process.stdout.write(`[bench ${seconds}s] ${message}\n`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The bench never sends load anywhere but this machine's loopback interface. */
export function assertLoopback(url: string): string {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`Refusing to target ${url}: the bench only measures 127.0.0.1.`);
  return url;
}

/** A free TCP port on 127.0.0.1 (the OS picks it; released before returning). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Everything the bench starts is stopped by stopAll(), on success, failure or a signal.
const cleanups: { label: string; run: () => Promise<void> }[] = [];

export function onCleanup(label: string, run: () => Promise<void>): () => void {
  const entry = { label, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

let stopping: Promise<void> | undefined;

/** Stops everything registered; a call while another is under way waits for that one. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    while (cleanups.length) {
      const entry = cleanups.pop()!;
      try {
        await entry.run();
      } catch (error) {
        process.stderr.write(`bench: stopping ${entry.label} failed: ${String(error)}\n`);
      }
    }
  })().finally(() => {
    stopping = undefined;
  });
  return stopping;
}

/**
 * Starts a long-running child in its own process group (so a child that starts its own
 * children, like scripts/start.ts, is stopped whole) and registers its stop.
 */
export function startProcess(label: string, command: string, args: string[], options: SpawnOptions): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  let unregister = () => {};
  const stop = async () => {
    unregister();
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child.pid, 'SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
    if (timedOut) {
      signalGroup(child.pid, 'SIGKILL');
      await exited;
    }
  };
  unregister = onCleanup(label, stop);
  return { child, stop };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** Runs a command to completion; resolves with its exit code, stdout and stderr. */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean } = {},
): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    // Decoded as a stream: a character split between two chunks stays whole.
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk;
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
      if (options.echo) process.stderr.write(chunk);
    });
    const unregister = onCleanup(`${command} ${args[0] ?? ''}`, async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    child.once('error', (error) => {
      unregister();
      reject(error);
    });
    child.once('close', (code, signal) => {
      unregister();
      resolve({ code: code ?? (signal ? 1 : 0), stdout, stderr, seconds: (performance.now() - started) / 1000 });
    });
  });
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Waits until `url` answers 2xx, or throws (the child's early exit is reported at once). */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process serving ${url} exited with code ${child.exitCode} before it was ready.`);
    const ok = await fetch(assertLoopback(url)).then((response) => response.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s.`);
}
