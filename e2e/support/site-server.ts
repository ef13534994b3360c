import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Fails early with a clear message when the site has not been built. */
export function assertSiteBuilt(): void {
  const missing = ['apps/shell/dist/index.html', 'apps/books/dist/mf-manifest.json', 'apps/crm/dist/mf-manifest.json', 'apps/account/dist/mf-manifest.json']
    .filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length) throw new Error(`The site is not built (missing ${missing.join(', ')}): run pnpm build first.`);
}

export async function waitForHealthy(baseUrl: string, server: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site exited with code ${server.exitCode} before it was ready.`);
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not answer ${baseUrl}/healthz within ${timeoutMs} ms.`);
}

/**
 * Sites this process started and has not stopped. A hook that times out abandons its
 * startSite call without stopping what it started: they go when this process exits, so
 * none outlives the test run to load the machine.
 */
const runningSites = new Set<ChildProcess>();
process.once('exit', () => {
  for (const server of runningSites) server.kill('SIGTERM');
});

/** Starts the API server (which also serves shell and remotes) as `pnpm start` does; its first run releases this checkout's builds. */
export async function startSite(env: NodeJS.ProcessEnv, baseUrl: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  runningSites.add(server);
  server.once('exit', () => runningSites.delete(server));
  try {
    await waitForHealthy(baseUrl, server);
  } catch (error) {
    await stopSite(server);
    throw error;
  }
  return server;
}

export async function stopSite(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
