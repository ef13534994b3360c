import { resolve } from 'node:path';
import {
  parseBoolean,
  parseEmail,
  parseHttpUrl,
  parseLogLevel,
  parseOrigins,
  parsePort,
  parseSmtpUrl,
  parseTrustProxy,
  parseWholeNumber,
  type LogLevel,
  type TrustProxy,
} from './config/parsers.ts';
import { readProductsEnv, type ProductsEnv } from './config/products-config.ts';
import { readReleasesEnv, remotesOrigin, type ReleasesConfig } from './config/release-config.ts';
import { findRepoRoot } from './config/repo-root.ts';
import { parseDatabaseUrl, type DatabaseTarget } from './db/database-url.ts';

export type { LogLevel, TrustProxy } from './config/parsers.ts';
export type { DatabaseTarget } from './db/database-url.ts';
export type { ReleasesConfig } from './config/release-config.ts';

/** Everything the service reads from its environment, validated; see README for the table. */
export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** DATABASE_POOL_SIZE: PostgreSQL connections this instance may hold; unset means 10. */
  databasePoolSize?: number;
  dataDir: string;
  /** Unset: mail is written to files under dataDir (ARCHITECTURE decision 9). */
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  /** Base of links in mail, without a trailing slash. */
  publicUrl: string;
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  /** The release store: where release files live, where browsers load remotes from, first-run builds. */
  releases: ReleasesConfig;
  /** Origins besides this one (a CDN) the CSP allows remotes to be loaded from; REMOTES_BASE_URL's included. */
  remoteOrigins: string[];
  /** Serve the builds' `.map` files (off: a visitor gets no source maps). */
  serveSourceMaps?: boolean;
  /** Connection and shutdown limits; unset means DEFAULT_SERVER_LIMITS. */
  server?: ServerLimits;
  /**
   * CHALLENGE_MAX_NUMBER: the most hashes a proof-of-work challenge may take (unset: the
   * default of services/challenge.service.ts). Tests set it low to solve challenges quickly.
   */
  challengeMaxNumber?: number | undefined;
  /**
   * Product base URLs, hand-off secret and installer download (issue 4). Optional so a
   * test configuration may leave it out: unset means every default (see the README).
   */
  products?: ProductsEnv;
}

/** How the HTTP server treats slow clients, and how it stops (README, "Configuration"). */
export interface ServerLimits {
  /** A request's headers and body must have arrived within this (slow clients are cut off). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this; keep it above a load balancer's. */
  keepAliveTimeoutMs: number;
  /** Connections held at once; more are refused at once (file descriptors stay for the rest). */
  maxConnections: number;
  /** After SIGTERM: how long /readyz answers 503 before the server stops taking requests. */
  drainDelayMs: number;
  /** After SIGTERM: how long in-flight work may take before the process exits anyway (code 1). */
  shutdownGraceMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 10_000,
  drainDelayMs: 0,
  shutdownGraceMs: 10_000,
};

type Env = Record<string, string | undefined>;

/** Thrown at start when a variable is invalid; lists every problem at once. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** A reader of one variable at a time that collects every problem instead of stopping at the first. */
function variableReader(env: Env, problems: string[]) {
  return <T>(name: string, parse: (value: string) => T, fallback: T): T => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    try {
      return parse(value);
    } catch (error) {
      problems.push(`${name} ${(error as Error).message}`);
      return fallback;
    }
  };
}

/** What the operator commands read (pnpm release, rollback, releases; admin:create): the database and the release store, nothing of the server's. */
export interface CommandConfig {
  repoRoot: string;
  database: DatabaseTarget;
  releases: ReleasesConfig;
  /** PUBLIC_URL, as the instances have it: the base of the prerendered pages' canonical URLs. */
  publicUrl: string;
}

export function readCommandConfig(env: Env = process.env, cwd: string = process.cwd()): CommandConfig {
  const problems: string[] = [];
  const read = variableReader(env, problems);
  const repoRoot = findRepoRoot(cwd);
  const dataDir = read('DATA_DIR', (value) => resolve(cwd, value), resolve(repoRoot, 'data'));
  const database = read('DATABASE_URL', (value) => parseDatabaseUrl(value, { dataDir, cwd }), parseDatabaseUrl(undefined, { dataDir, cwd }));
  const releases = readReleasesEnv(read, { env, cwd, dataDir, repoRoot, dialect: database.dialect });
  // The instances' PUBLIC_URL: prerendered pages carry canonical URLs from it.
  const port = read('PORT', parsePort, 8080);
  const publicUrl = read('PUBLIC_URL', parseHttpUrl, `http://localhost:${port}`);
  if (problems.length > 0) throw new ConfigError(problems);
  return { repoRoot, database, releases, publicUrl };
}

/** Reads and validates the environment once; main.ts is its only caller outside tests. */
export function readConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const read = variableReader(env, problems);
  const repoRoot = findRepoRoot(cwd);
  const port = read('PORT', parsePort, 8080);
  const dataDir = read('DATA_DIR', (value) => resolve(cwd, value), resolve(repoRoot, 'data'));
  const publicUrl = read('PUBLIC_URL', parseHttpUrl, `http://localhost:${port}`);
  const mailDomain = new URL(publicUrl).hostname;

  const database = read('DATABASE_URL', (value) => parseDatabaseUrl(value, { dataDir, cwd }), parseDatabaseUrl(undefined, { dataDir, cwd }));
  const releases = readReleasesEnv(read, { env, cwd, dataDir, repoRoot, dialect: database.dialect });
  const remoteOrigins = read('REMOTE_ORIGINS', parseOrigins, []);
  const cdnOrigin = remotesOrigin(releases.remotesBaseUrl);
  if (cdnOrigin !== undefined && !remoteOrigins.includes(cdnOrigin)) remoteOrigins.push(cdnOrigin);
  if (env.REMOTES_DIR?.trim()) {
    problems.push('REMOTES_DIR is no longer read: releases live in the release store (RELEASE_STORE_URL, default DATA_DIR/releases); release again with pnpm release <name>');
  }

  const config: AppConfig = {
    port,
    host: read('HOST', (value) => value, '0.0.0.0'),
    database,
    databasePoolSize: read('DATABASE_POOL_SIZE', parseWholeNumber(1), DEFAULT_DATABASE_POOL_SIZE),
    dataDir,
    smtpUrl: read<string | undefined>('SMTP_URL', parseSmtpUrl, undefined),
    mailFrom: read('MAIL_FROM', parseEmail, `WTM Portal <no-reply@${mailDomain}>`),
    salesEmail: read('SALES_EMAIL', parseEmail, `sales@${mailDomain}`),
    publicUrl,
    trustProxy: read('TRUST_PROXY', parseTrustProxy, false),
    logLevel: read('LOG_LEVEL', parseLogLevel, 'info'),
    releases,
    remoteOrigins,
    serveSourceMaps: read('SERVE_SOURCE_MAPS', parseBoolean, false),
    server: {
      requestTimeoutMs: read('REQUEST_TIMEOUT_MS', parseWholeNumber(100), DEFAULT_SERVER_LIMITS.requestTimeoutMs),
      keepAliveTimeoutMs: read('KEEP_ALIVE_TIMEOUT_MS', parseWholeNumber(100), DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
      maxConnections: read('MAX_CONNECTIONS', parseWholeNumber(1), DEFAULT_SERVER_LIMITS.maxConnections),
      drainDelayMs: read('DRAIN_DELAY_MS', parseWholeNumber(0), DEFAULT_SERVER_LIMITS.drainDelayMs),
      shutdownGraceMs: read('SHUTDOWN_GRACE_MS', parseWholeNumber(100), DEFAULT_SERVER_LIMITS.shutdownGraceMs),
    },
    products: readProductsEnv(read, cwd),
    challengeMaxNumber: read<number | undefined>('CHALLENGE_MAX_NUMBER', parseWholeNumber(1), undefined),
  };

  if (database.dialect === 'postgres' && !env.HANDOFF_SECRET?.trim()) problems.push(HANDOFF_SECRET_REQUIRED);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const DEFAULT_DATABASE_POOL_SIZE = 10;

const HANDOFF_SECRET_REQUIRED =
  'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL: every instance signs and verifies product hand-off tokens with it, ' +
  'so all of them need the same one (use: openssl rand -base64 48)';
