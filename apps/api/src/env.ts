import { resolve } from 'node:path';
import { Type } from '@sinclair/typebox';
import { abuseBudgetVariables, readAbuseBudgetsEnv, type AbuseBudgets } from './config/abuse-budgets.ts';
import { productVariables, readProductsEnv, type ProductsEnv } from './config/products-config.ts';
import { readReleasesEnv, releaseVariables, remotesOrigin, type ReleasesConfig } from './config/release-config.ts';
import { findRepoRoot } from './config/repo-root.ts';
import {
  httpUrl,
  isOn,
  logLevel,
  normalizedUrl,
  onOff,
  optionalWholeNumber,
  originsOf,
  parsedOr,
  path,
  readVariables,
  trustProxy,
  trustProxyOf,
  wholeNumber,
  type LogLevel,
  type TrustProxy,
  type ValuesOf,
} from './config/variables.ts';
import { parseDatabaseUrl, type DatabaseTarget } from './db/database-url.ts';

export type { LogLevel, TrustProxy } from './config/variables.ts';
export type { DatabaseTarget } from './db/database-url.ts';
export type { ReleasesConfig } from './config/release-config.ts';

/** Everything the service reads from its environment, validated; see README for the table. */
export interface AppConfig {
  port: number;
  host: string;
  /** METRICS_PORT: Prometheus metrics on this port (same HOST); 0 or unset: none. */
  metricsPort?: number;
  database: DatabaseTarget;
  /** DATABASE_POOL_SIZE: PostgreSQL connections this instance may hold; unset means 10. */
  databasePoolSize?: number;
  dataDir: string;
  /** Unset: mail is written to files under dataDir (decision 0014). */
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
   * Product base URLs, hand-off secret and installer download. Optional so a
   * test configuration may leave it out: unset means every default (see the README).
   */
  products?: ProductsEnv;
  /** Mail, lead and telemetry budgets; unset means DEFAULT_ABUSE_BUDGETS. */
  budgets?: AbuseBudgets;
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

export const DEFAULT_DATABASE_POOL_SIZE = 10;

const email = () => Type.Optional(Type.String({ pattern: '^[^@\\s<>]+@[^@\\s<>]+$|<[^@\\s<>]+@[^@\\s<>]+>$', problem: 'must be an e-mail address' }));

/** What the operator commands and the server both read: where the data, the database and the releases are. */
const commandVariables = {
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, problem: 'must be a port number 0-65535' }),
  DATA_DIR: path(),
  // Read by db/database-url.ts, which knows file: and postgres:// (and never repeats a password).
  DATABASE_URL: Type.Optional(Type.String()),
  PUBLIC_URL: httpUrl(),
  ...releaseVariables,
};

/** Every variable the server reads (exported for the test that each has a bad-value case). */
export const serverVariables = {
  ...commandVariables,
  HOST: Type.String({ default: '0.0.0.0' }),
  METRICS_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 9464, problem: 'must be a port number 0-65535 (0: no metrics)' }),
  DATABASE_POOL_SIZE: wholeNumber(1, DEFAULT_DATABASE_POOL_SIZE),
  // Mail `Name <address>` headers are accepted too.
  MAIL_FROM: email(),
  SALES_EMAIL: email(),
  // The value may carry a password, so it is never repeated.
  SMTP_URL: Type.Optional(Type.String({ format: 'smtp-url', writeOnly: true, problem: 'must be an smtp:// or smtps:// URL' })),
  TRUST_PROXY: trustProxy(),
  LOG_LEVEL: logLevel(),
  REMOTE_ORIGINS: Type.Optional(Type.String({ format: 'origin-list', problem: 'must list origins such as https://cdn.example.com, without paths' })),
  SERVE_SOURCE_MAPS: onOff(false),
  REQUEST_TIMEOUT_MS: wholeNumber(100, DEFAULT_SERVER_LIMITS.requestTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(100, DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
  MAX_CONNECTIONS: wholeNumber(1, DEFAULT_SERVER_LIMITS.maxConnections),
  DRAIN_DELAY_MS: wholeNumber(0, DEFAULT_SERVER_LIMITS.drainDelayMs),
  SHUTDOWN_GRACE_MS: wholeNumber(100, DEFAULT_SERVER_LIMITS.shutdownGraceMs),
  CHALLENGE_MAX_NUMBER: optionalWholeNumber(1),
  ...productVariables,
  ...abuseBudgetVariables,
};

const commandSchema = Type.Object(commandVariables);
const serverSchema = Type.Object(serverVariables);

/** What the operator commands read (pnpm release, rollback, releases; admin:create): the database and the release store, nothing of the server's. */
export interface CommandConfig {
  repoRoot: string;
  database: DatabaseTarget;
  releases: ReleasesConfig;
  /** PUBLIC_URL, as the instances have it: the base of the prerendered pages' canonical URLs. */
  publicUrl: string;
}

/** The settings both read, from checked values; what only another module's parser can say goes to `problems`. */
function commandSettings(values: ValuesOf<typeof commandVariables>, env: Env, cwd: string, problems: string[]): CommandConfig & { dataDir: string } {
  const repoRoot = findRepoRoot(cwd);
  const dataDir = values.DATA_DIR === undefined ? resolve(repoRoot, 'data') : resolve(cwd, values.DATA_DIR);
  const database = parsedOr(problems, 'DATABASE_URL', () => parseDatabaseUrl(values.DATABASE_URL, { dataDir, cwd }), () => parseDatabaseUrl(undefined, { dataDir, cwd }));
  const releases = readReleasesEnv(values, { env, cwd, dataDir, repoRoot, dialect: database.dialect }, problems);
  // The instances' PUBLIC_URL: prerendered pages carry canonical URLs from it.
  const publicUrl = values.PUBLIC_URL === undefined ? `http://localhost:${values.PORT}` : normalizedUrl(values.PUBLIC_URL);
  return { repoRoot, dataDir, database, releases, publicUrl };
}

export function readCommandConfig(env: Env = process.env, cwd: string = process.cwd()): CommandConfig {
  const { values, problems } = readVariables(commandSchema, env);
  const { repoRoot, database, releases, publicUrl } = commandSettings(values, env, cwd, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return { repoRoot, database, releases, publicUrl };
}

/** Reads and validates the environment once; main.ts is its only caller outside tests. */
export function readConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const { values, problems } = readVariables(serverSchema, env);
  const { dataDir, database, releases, publicUrl } = commandSettings(values, env, cwd, problems);
  const mailDomain = new URL(publicUrl).hostname;
  const remoteOrigins = values.REMOTE_ORIGINS === undefined ? [] : originsOf(values.REMOTE_ORIGINS);
  const cdnOrigin = remotesOrigin(releases.remotesBaseUrl);
  if (cdnOrigin !== undefined && !remoteOrigins.includes(cdnOrigin)) remoteOrigins.push(cdnOrigin);
  problems.push(...crossFieldProblems(env, database));
  if (values.METRICS_PORT !== 0 && values.METRICS_PORT === values.PORT) problems.push(`METRICS_PORT must differ from PORT (${values.PORT}): metrics never share the public port`);

  const config: AppConfig = {
    port: values.PORT,
    host: values.HOST,
    metricsPort: values.METRICS_PORT,
    database,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `WTM Portal <no-reply@${mailDomain}>`,
    salesEmail: values.SALES_EMAIL ?? `sales@${mailDomain}`,
    publicUrl,
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    logLevel: values.LOG_LEVEL.toLowerCase() as LogLevel,
    releases,
    remoteOrigins,
    serveSourceMaps: isOn(values.SERVE_SOURCE_MAPS),
    server: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
      drainDelayMs: values.DRAIN_DELAY_MS,
      shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    },
    products: readProductsEnv(values, cwd),
    budgets: readAbuseBudgetsEnv(values),
    challengeMaxNumber: values.CHALLENGE_MAX_NUMBER,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The rules that span variables, or a variable no longer read: no schema of one variable can say them. */
function crossFieldProblems(env: Env, database: DatabaseTarget): string[] {
  const problems: string[] = [];
  if (env.REMOTES_DIR?.trim()) {
    problems.push('REMOTES_DIR is no longer read: releases live in the release store (RELEASE_STORE_URL, default DATA_DIR/releases); release again with pnpm release <name>');
  }
  if (database.dialect === 'postgres' && !env.HANDOFF_SECRET?.trim()) problems.push(HANDOFF_SECRET_REQUIRED);
  return problems;
}

const HANDOFF_SECRET_REQUIRED =
  'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL: every instance signs and verifies product hand-off tokens with it, ' +
  'so all of them need the same one (use: openssl rand -base64 48)';
