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
import { findRepoRoot } from './config/repo-root.ts';
import { parseDatabaseUrl, type DatabaseTarget } from './db/database-url.ts';

export type { LogLevel, TrustProxy } from './config/parsers.ts';
export type { DatabaseTarget } from './db/database-url.ts';

/** Everything the service reads from its environment, validated; see README for the table. */
export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  dataDir: string;
  /** Unset: mail is written to files under dataDir (ARCHITECTURE decision 9). */
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  /** Base of links in mail, without a trailing slash. */
  publicUrl: string;
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  shellDir: string;
  remotesDir: string;
  /** Extra origins (a CDN) the CSP allows remotes to be loaded from. */
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

/** How the HTTP server treats slow clients, and how it stops (README, "Operating"). */
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

/** Reads and validates the environment once; main.ts is its only caller outside tests. */
export function readConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const read = <T>(name: string, parse: (value: string) => T, fallback: T): T => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    try {
      return parse(value);
    } catch (error) {
      problems.push(`${name} ${(error as Error).message}`);
      return fallback;
    }
  };

  const repoRoot = findRepoRoot(cwd);
  const port = read('PORT', parsePort, 8080);
  const dataDir = read('DATA_DIR', (value) => resolve(cwd, value), resolve(repoRoot, 'data'));
  const publicUrl = read('PUBLIC_URL', parseHttpUrl, `http://localhost:${port}`);
  const mailDomain = new URL(publicUrl).hostname;

  const config: AppConfig = {
    port,
    host: read('HOST', (value) => value, '0.0.0.0'),
    database: read('DATABASE_URL', (value) => parseDatabaseUrl(value, { dataDir, cwd }), parseDatabaseUrl(undefined, { dataDir, cwd })),
    dataDir,
    smtpUrl: read<string | undefined>('SMTP_URL', parseSmtpUrl, undefined),
    mailFrom: read('MAIL_FROM', parseEmail, `WTM Portal <no-reply@${mailDomain}>`),
    salesEmail: read('SALES_EMAIL', parseEmail, `sales@${mailDomain}`),
    publicUrl,
    trustProxy: read('TRUST_PROXY', parseTrustProxy, false),
    logLevel: read('LOG_LEVEL', parseLogLevel, 'info'),
    shellDir: read('SHELL_DIR', (value) => resolve(cwd, value), resolve(repoRoot, 'apps/shell/dist')),
    remotesDir: read('REMOTES_DIR', (value) => resolve(cwd, value), resolve(dataDir, 'remotes')),
    remoteOrigins: read('REMOTE_ORIGINS', parseOrigins, []),
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

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
