// `pnpm start` as an operator's supervisor runs it: SIGTERM to the pnpm process must stop
// the server (drain, exit), not leave it running behind an exited launcher.
import { execFileSync, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/release-site.ts';
import { repoRoot, waitForHealthy } from '../support/site-server.ts';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('SIGTERM to `pnpm start` stops the server it started', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-start-signals-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // pnpm's own script run by this Node, as a supervisor runs it: under `pnpm exec`, `pnpm`
  // on PATH would start through node_modules/.bin/node, a shell shim that takes the signal.
  const pnpm = realpathSync(execFileSync('sh', ['-c', 'command -v pnpm'], { encoding: 'utf8' }).trim());
  const launcher = spawn(process.execPath, [pnpm, 'start'], {
    cwd: repoRoot,
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), METRICS_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealthy(baseUrl, launcher, 60_000);
    await expect.poll(() => output, { timeout: 5000 }).toContain(`The WTM portal is running: open http://localhost:${port} — mail is written to ${path.join(dataDir, 'mail')}`);
    const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    expect(isRunning(serverPid)).toBe(true);

    launcher.kill('SIGTERM');
    await expect.poll(() => isRunning(serverPid), { timeout: 3000 }).toBe(false);
    expect(output).toContain('"msg":"stopped"');
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  } finally {
    launcher.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});
