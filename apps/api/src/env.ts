import { resolve } from 'node:path';
import {
  parseEmail,
  parseHttpUrl,
  parseLogLevel,
  parseOrigins,
  parsePort,
  parseSmtpUrl,
  parseTrustProxy,
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
  /**
   * Product base URLs, hand-off secret and installer download (issue 4). Optional so a
   * test configuration may leave it out: unset means every default (see the README).
   */
  products?: ProductsEnv;
}

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
    products: readProductsEnv(read, cwd),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
