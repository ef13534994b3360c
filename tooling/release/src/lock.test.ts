import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE, withReleaseLock } from './lock.ts';

describe('release lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'release-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lets one task at a time read-modify-write, and removes itself', async () => {
    const counter = path.join(dir, 'counter');
    await writeFile(counter, '0');
    const increment = () =>
      withReleaseLock(dir, async () => {
        const value = Number(await readFile(counter, 'utf8'));
        await new Promise((resolve) => setTimeout(resolve, 2));
        await writeFile(counter, String(value + 1));
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(await readFile(counter, 'utf8')).toBe('20');
    expect(await readdir(dir)).toEqual(['counter']);
  });

  it('is released when the task fails', async () => {
    await expect(withReleaseLock(dir, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await readdir(dir)).toEqual([]);
  });

  it('waits for a live holder and then gives up with a clear message', async () => {
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() }));
    await expect(withReleaseLock(dir, async () => 'ran', { timeoutMs: 150 })).rejects.toThrow(/Another release or rollback holds .*\.release\.lock/);
  });

  it('breaks a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead, host: os.hostname(), at: new Date().toISOString() }));
    await expect(withReleaseLock(dir, async () => 'ran', { timeoutMs: 1_000 })).resolves.toBe('ran');
    expect(await readdir(dir)).toEqual([]);
  });

  it('breaks a lock older than staleMs (a holder on another machine that never finished)', async () => {
    const file = path.join(dir, LOCK_FILE);
    await writeFile(file, JSON.stringify({ pid: 1, host: 'elsewhere', at: '2026-01-01T00:00:00.000Z' }));
    const old = new Date(Date.now() - 120_000);
    await utimes(file, old, old);
    await expect(withReleaseLock(dir, async () => 'ran', { timeoutMs: 1_000 })).resolves.toBe('ran');
  });
});
