import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The lock file every change of manifest.json and history.json is made under. */
export const LOCK_FILE = '.release.lock';

export interface LockOptions {
  /** How long to wait for another release to finish; default 30 s. */
  timeoutMs?: number;
  /** A lock older than this is left over from a crash; default 60 s (the locked step takes milliseconds). */
  staleMs?: number;
}

interface LockOwner {
  pid: number;
  host: string;
  at: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose owner died on this machine, or that is older than staleMs anywhere. */
async function isStale(file: string, text: string, staleMs: number): Promise<boolean> {
  let owner: Partial<LockOwner> = {};
  try {
    owner = JSON.parse(text) as LockOwner;
  } catch {
    // Half-written by a process that died between open and write: judge by age.
  }
  if (owner.host === os.hostname() && typeof owner.pid === 'number' && !processAlive(owner.pid)) return true;
  const info = await stat(file).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > staleMs;
}

/**
 * Removes a stale lock without removing a fresh one that replaced it meanwhile: the
 * lock is moved aside, and put back (link fails if a newer one exists) unless it is the
 * very lock that was judged stale.
 */
async function breakStaleLock(file: string, staleText: string): Promise<void> {
  const aside = `${file}.${randomUUID()}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readFile(aside, 'utf8').catch(() => '');
  if (moved !== staleText) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
}

/**
 * Runs `task` while holding `<dir>/.release.lock`, created with O_EXCL so exactly one
 * process (or one call in this process) holds it: concurrent releases and rollbacks of
 * the same REMOTES_DIR take turns instead of overwriting each other's manifest or history.
 */
export async function withReleaseLock<T>(dir: string, task: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const { timeoutMs = 30_000, staleMs = 60_000 } = options;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const deadline = Date.now() + timeoutMs;
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), at: new Date().toISOString() };
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(JSON.stringify(owner));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await readFile(file, 'utf8').catch(() => undefined);
    if (held === undefined) continue; // released between our open and read
    if (await isStale(file, held, staleMs)) {
      await breakStaleLock(file, held);
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Another release or rollback holds ${file} (${held}). Wait for it to finish; if none is running, delete that file.`,
      );
    }
    await sleep(10 + Math.random() * 40);
  }
  try {
    return await task();
  } finally {
    await rm(file, { force: true });
  }
}
