// A site of its own for the release tests (e2e/tests/release-*.spec.ts): they switch
// releases, so they never touch the site global-setup.ts starts for the other specs.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { repoRoot, startSite, stopSite } from './site-server.ts';

export type RemoteName = 'books' | 'crm' | 'account';
export const remoteNames: readonly RemoteName[] = ['books', 'crm', 'account'];

/** The current builds of this checkout. */
export const shellDist = path.join(repoRoot, 'apps/shell/dist');
export const remoteDist = (name: RemoteName) => path.join(repoRoot, 'apps', name, 'dist');

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ReleaseSite {
  baseUrl: string;
  dataDir: string;
  /** The release store's folder (RELEASE_STORE_URL). */
  storeDir: string;
  /** The environment of the server, also right for the release commands (DATABASE_URL, RELEASE_STORE_URL). */
  env: NodeJS.ProcessEnv;
  server: ChildProcess;
  stop(): Promise<void>;
}

export interface ReleaseSiteOptions {
  /** SHELL_DIR: the shell build the first run releases (default: this checkout's apps/shell/dist). */
  shellDir?: string;
  /** RELEASE_STORE_URL and DATABASE_URL of another site: a second instance of the same site. */
  sameStoreAs?: ReleaseSite;
  /** REMOTES_BASE_URL: where browsers load remotes from (a CDN). */
  remotesBaseUrl?: string;
  /** Any other variables of the site (TRUST_PROXY, say). */
  env?: NodeJS.ProcessEnv;
  /** The host name of PUBLIC_URL: `localhost` where WebAuthn needs a domain (not an IP) as relying party. */
  hostName?: 'localhost';
}

/**
 * Starts the API (which serves shell and remotes) as `pnpm start` does, on a free port
 * with a fresh SQLite data folder, mail to files, and a release store of its own; its
 * first run releases this checkout's builds.
 */
export async function startReleaseSite(options: ReleaseSiteOptions = {}): Promise<ReleaseSite> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-release-site-'));
  const shared = options.sameStoreAs;
  const storeDir = shared?.storeDir ?? path.join(dataDir, 'releases');
  const baseUrl = `http://${options.hostName ?? '127.0.0.1'}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RELEASE_STORE_URL: storeDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    ...(shared ? { DATABASE_URL: `file:${path.join(shared.dataDir, 'portal.sqlite')}` } : {}),
    ...(options.shellDir ? { SHELL_DIR: options.shellDir } : {}),
    ...(options.remotesBaseUrl ? { REMOTES_BASE_URL: options.remotesBaseUrl } : {}),
    ...options.env,
  };
  const inherited = ['SMTP_URL', 'REMOTE_ORIGINS', 'REMOTES_DIR', 'RELEASE_REREAD_MS', 'HANDOFF_SECRET', ...(shared ? [] : ['DATABASE_URL'])];
  for (const name of [...inherited, ...(options.shellDir ? [] : ['SHELL_DIR']), ...(options.remotesBaseUrl ? [] : ['REMOTES_BASE_URL'])]) delete env[name];
  const server = await startSite(env, baseUrl);
  return {
    baseUrl,
    dataDir,
    storeDir,
    env,
    server,
    async stop() {
      await stopSite(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a release command (`pnpm release|rollback|releases` = apps/api/src/cli/release.ts) as a team would; returns its output. */
export function releaseCli(env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync(process.execPath, ['apps/api/src/cli/release.ts', ...args], { cwd: repoRoot, env, encoding: 'utf8', stdio: 'pipe' });
}

export interface LiveRelease {
  version: string;
  entry: string;
  releasedAt: string;
}

/** What the site says is live (`GET /remotes.json`). */
export async function liveReleases(baseUrl: string): Promise<Partial<Record<RemoteName, LiveRelease>>> {
  const response = await fetch(`${baseUrl}/remotes.json`);
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return ((await response.json()) as { remotes: Partial<Record<RemoteName, LiveRelease>> }).remotes;
}

/**
 * Waits until the site serves `version` of `remote` (undefined: any other than `notVersion`);
 * returns it. One machine (SQLite) reads the release store again every second.
 */
export async function waitForLive(baseUrl: string, remote: RemoteName, version: string, timeoutMs = 3000): Promise<LiveRelease> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const live = (await liveReleases(baseUrl))[remote];
    if (live?.version === version) return live;
    if (Date.now() > deadline) throw new Error(`${baseUrl} still serves ${remote} ${live?.version ?? '(none)'}, not ${version}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The version a release command's output says went live ("books 0.1.0-ab12cd34ef is live"). */
export function releasedVersion(output: string, name: string): string {
  const version = new RegExp(`^${name} (\\S+) is live`, 'm').exec(output)?.[1];
  if (version === undefined) throw new Error(`No "${name} <version> is live" in: ${output}`);
  return version;
}

/** A private copy of a build folder inside `parent` (e.g. a site's data folder, removed with it). */
export async function copyBuild(from: string, parent: string): Promise<string> {
  const to = await mkdtemp(path.join(parent, `build-${path.basename(path.dirname(from))}-`));
  await cp(from, to, { recursive: true });
  return to;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Writes a file of a build and its pre-compressed siblings (the server prefers those). */
export async function writeBuildFile(dir: string, file: string, text: string): Promise<void> {
  const target = path.join(dir, file);
  await writeFile(target, text);
  const siblings = new Set(await readdir(path.dirname(target)));
  const base = path.basename(target);
  if (siblings.has(`${base}.gz`)) await writeFile(`${target}.gz`, gzipSync(text));
  if (siblings.has(`${base}.br`)) await writeFile(`${target}.br`, brotliCompressSync(text));
}

/**
 * Changes every occurrence of `from` in the build's JavaScript, the browser's and the
 * server's (server/*.cjs, which the release prerenders with): a different build of the
 * same remote, as a team's edited source would give. Returns the files changed.
 */
export async function patchBuild(dir: string, from: string, to: string): Promise<string[]> {
  const changed: string[] = [];
  for (const file of (await listFiles(dir)).filter((name) => name.endsWith('.js') || name.endsWith('.cjs'))) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (!text.includes(from)) continue;
    await writeBuildFile(dir, file, text.split(from).join(to));
    changed.push(file);
  }
  if (changed.length === 0) throw new Error(`No JavaScript file of ${dir} contains ${JSON.stringify(from)}.`);
  return changed;
}

/** One digest per file of a folder: equal maps mean not one byte changed. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    hashes[file] = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex');
  }
  return hashes;
}
