import { resolve } from 'node:path';
import { Type } from '@sinclair/typebox';
import { appDistDir, parseStoreLocation, type StoreLocation } from '@wtm/releases';
import { remoteNames, type RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { DEFAULT_CANARY_POLICY, type CanaryPolicy } from './canary-policy.ts';
import { normalizedUrl, optionalWholeNumber, parsedOr, path, wholeNumber, type ValuesOf } from './variables.ts';

/** The release store as an instance reads it (docs/decisions/0028). */
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
  /** CANARY_*: when a canary is judged and what it must meet. */
  canary: CanaryPolicy;
}

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

export const releaseVariables = {
  // Read by the release store's own parser, which knows folders, file: and s3:// (releaseStore below).
  RELEASE_STORE_URL: Type.Optional(Type.String()),
  // A path on this origin (`/remotes`) or an http(s) URL (a CDN) without query or fragment.
  REMOTES_BASE_URL: Type.Union([Type.String({ pattern: '^/[^/]' }), Type.String({ format: 'http-url', pattern: '^[^?#]*$' })], {
    default: '/remotes',
    problem: 'must be a path such as /remotes or an http(s) URL such as https://cdn.example.com/remotes',
  }),
  RELEASE_REREAD_MS: optionalWholeNumber(100),
  SHELL_DIR: path(),
  CANARY_MIN_VIEWS: wholeNumber(1, DEFAULT_CANARY_POLICY.minViews),
  CANARY_MARGIN_PERCENT: wholeNumber(0, DEFAULT_CANARY_POLICY.margin * 100),
  CANARY_LCP_BUDGET_MS: wholeNumber(1, DEFAULT_CANARY_POLICY.lcpBudgetMs),
  CANARY_INP_BUDGET_MS: wholeNumber(1, DEFAULT_CANARY_POLICY.inpBudgetMs),
  CANARY_CHECK_MS: wholeNumber(100, DEFAULT_CANARY_POLICY.checkMs),
};

/** Builds the release settings from checked values; RELEASE_STORE_URL's problem, if any, goes to `problems`. */
export function readReleasesEnv(
  values: ValuesOf<typeof releaseVariables>,
  { env, cwd, dataDir, repoRoot, dialect }: ReleaseEnvContext,
  problems: string[],
): ReleasesConfig {
  return {
    store: parsedOr(problems, 'RELEASE_STORE_URL', () => parseStoreLocation(values.RELEASE_STORE_URL, { env, cwd, dataDir }), () =>
      parseStoreLocation(undefined, { env, cwd, dataDir }),
    ),
    remotesBaseUrl: values.REMOTES_BASE_URL.startsWith('/') ? values.REMOTES_BASE_URL.replace(/\/+$/, '') : normalizedUrl(values.REMOTES_BASE_URL),
    rereadMs: values.RELEASE_REREAD_MS ?? DEFAULT_REREAD_MS[dialect],
    firstRunShell: values.SHELL_DIR === undefined ? appDistDir('shell', repoRoot) : resolve(cwd, values.SHELL_DIR),
    firstRunRemotes: Object.fromEntries(remoteNames.map((name) => [name, appDistDir(name, repoRoot)])) as Record<RemoteName, string>,
    canary: {
      minViews: values.CANARY_MIN_VIEWS,
      margin: values.CANARY_MARGIN_PERCENT / 100,
      lcpBudgetMs: values.CANARY_LCP_BUDGET_MS,
      inpBudgetMs: values.CANARY_INP_BUDGET_MS,
      checkMs: values.CANARY_CHECK_MS,
    },
  };
}

/** The origin browsers load remotes from when it is not this site's: the CSP must allow it. */
export function remotesOrigin(remotesBaseUrl: string): string | undefined {
  return remotesBaseUrl.startsWith('/') ? undefined : new URL(remotesBaseUrl).origin;
}
