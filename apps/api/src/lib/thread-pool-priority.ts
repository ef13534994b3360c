import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The niceness of libuv's pool threads, where argon2id hashes (and file reads) run. The
 * event loop stays at the process's own priority.
 */
export const THREAD_POOL_NICENESS = 10;

// libuv names its pool threads so (Linux, libuv 1.45 and later).
const POOL_THREAD_NAME = 'libuv-worker';

/**
 * Lowers the CPU priority of libuv's pool threads to `niceness` (never raises it), so
 * password hashes yield the CPU to the event loop instead of the other way round: during
 * a burst of sign-ins every other request still gets answered promptly, and each sign-in's
 * own work on the event loop is not left waiting behind hashes (docs/decisions/0017).
 * Linux only, where priorities are per thread; elsewhere, or before the pool has started,
 * it finds no thread and returns 0. Returns how many threads now run at `niceness`.
 */
export function lowerThreadPoolPriority(niceness: number = THREAD_POOL_NICENESS, taskDir = '/proc/self/task'): number {
  let lowered = 0;
  for (const tid of threadIds(taskDir)) {
    if (threadName(taskDir, tid) !== POOL_THREAD_NAME) continue;
    try {
      if (getPriority(tid) < niceness) setPriority(tid, niceness);
      lowered += 1;
    } catch {
      // The thread ended, or the system refused: it keeps its priority.
    }
  }
  return lowered;
}

function threadIds(taskDir: string): number[] {
  try {
    return readdirSync(taskDir).map(Number).filter(Number.isInteger);
  } catch {
    return [];
  }
}

function threadName(taskDir: string, tid: number): string | undefined {
  try {
    return readFileSync(`${taskDir}/${tid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}
