import { resolve } from 'node:path';
import { appDistDir, parseStoreLocation, type StoreLocation } from '@wtm/release';
import { remoteNames, type RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { DEFAULT_CANARY_POLICY, type CanaryPolicy } from './canary-policy.ts';
import { parseWholeNumber } from './parsers.ts';

/** The release store as an instance reads it (issue 28, docs/decisions/0028). */
export interface ReleasesConfig {
  /** RELEASE_STORE_URL: the folder (default `<DATA_DIR>/releases`) or the bucket holding release files. */
  store: StoreLocation;
  /** REMOTES_BASE_URL: where browsers load remotes from, `/remotes` (this origin) or a CDN URL; no trailing slash. */
  remotesBaseUrl: string;
  /** RELEASE_REREAD_MS: how often live records are read again besides notifications. */
  rereadMs: number;
  /** The shell's build released on the first run (SHELL_DIR) … */
  firstRunShell: string;
  /** … and each remote's (`apps/<name>/dist` of this checkout). */
  firstRunRemotes: Record<RemoteName, string>;
  /** CANARY_*: when a canary is judged and what it must meet (issue 30). */
  canary: CanaryPolicy;
}

type Read = <T>(name: string, parse: (value: string) => T, fallback: T) => T;
type Env = Record<string, string | undefined>;

export interface ReleaseEnvContext {
  env: Env;
  cwd: string;
  dataDir: string;
  repoRoot: string;
  dialect: 'sqlite' | 'postgres';
}

/** One machine re-reads often (no NOTIFY there); with PostgreSQL the re-read is a safety net. */
export const DEFAULT_REREAD_MS = { sqlite: 1000, postgres: 30_000 } as const;

export function readReleasesEnv(read: Read, { env, cwd, dataDir, repoRoot, dialect }: ReleaseEnvContext): ReleasesConfig {
  const fallbackStore = parseStoreLocation(undefined, { dataDir, cwd, env });
  return {
    store: read('RELEASE_STORE_URL', (value) => parseStoreLocation(value, { dataDir, cwd, env }), fallbackStore),
    remotesBaseUrl: read('REMOTES_BASE_URL', parseRemotesBaseUrl, '/remotes'),
    rereadMs: read('RELEASE_REREAD_MS', parseWholeNumber(100), DEFAULT_REREAD_MS[dialect]),
    firstRunShell: read('SHELL_DIR', (value) => resolve(cwd, value), appDistDir('shell', repoRoot)),
    firstRunRemotes: Object.fromEntries(remoteNames.map((name) => [name, appDistDir(name, repoRoot)])) as Record<RemoteName, string>,
    canary: {
      minViews: read('CANARY_MIN_VIEWS', parseWholeNumber(1), DEFAULT_CANARY_POLICY.minViews),
      margin: read('CANARY_MARGIN_PERCENT', parseWholeNumber(0), DEFAULT_CANARY_POLICY.margin * 100) / 100,
      lcpBudgetMs: read('CANARY_LCP_BUDGET_MS', parseWholeNumber(1), DEFAULT_CANARY_POLICY.lcpBudgetMs),
      inpBudgetMs: read('CANARY_INP_BUDGET_MS', parseWholeNumber(1), DEFAULT_CANARY_POLICY.inpBudgetMs),
      checkMs: read('CANARY_CHECK_MS', parseWholeNumber(100), DEFAULT_CANARY_POLICY.checkMs),
    },
  };
}

/** A path on this origin (`/remotes`) or an http(s) URL (a CDN), kept without a trailing slash. */
export function parseRemotesBaseUrl(value: string): string {
  if (/^\/[^/]/.test(value)) return value.replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new Error(`must be a path such as /remotes or an http(s) URL such as https://cdn.example.com/remotes (got '${value}')`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** The origin browsers load remotes from when it is not this site's: the CSP must allow it. */
export function remotesOrigin(remotesBaseUrl: string): string | undefined {
  return remotesBaseUrl.startsWith('/') ? undefined : new URL(remotesBaseUrl).origin;
}
