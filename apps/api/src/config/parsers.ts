import { isIP } from 'node:net';

// Each parser gets a trimmed, non-empty value and throws an Error whose message
// completes the sentence "<VARIABLE> ..." (see readConfig).

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's trustProxy: off, trust everything, a hop count, or trusted addresses. */
export type TrustProxy = boolean | number | string[];

export function parsePort(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`must be a port number 0-65535 (got '${value}')`);
  return port;
}

export function parseLogLevel(value: string): LogLevel {
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (level === undefined) throw new Error(`must be one of ${LOG_LEVELS.join(', ')} (got '${value}')`);
  return level;
}

export function parseHttpUrl(value: string): string {
  const url = tryUrl(value);
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`must be an http:// or https:// URL (got '${value}')`);
  }
  // Links are built as `${publicUrl}/path`, so keep no trailing slash.
  return url.toString().replace(/\/+$/, '');
}

export function parseSmtpUrl(value: string): string {
  const url = tryUrl(value);
  if (url === undefined || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) {
    // The value may carry a password, so it is not repeated here.
    throw new Error('must be an smtp:// or smtps:// URL');
  }
  return value;
}

export function parseEmail(value: string): string {
  // Also accepts the `Name <address>` form mail headers use.
  if (!/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(value)) {
    throw new Error(`must be an e-mail address (got '${value}')`);
  }
  return value;
}

export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map(parseOrigin);
}

function parseOrigin(value: string): string {
  const url = tryUrl(value);
  const origin = url?.origin;
  const isHttp = url?.protocol === 'http:' || url?.protocol === 'https:';
  if (!isHttp || origin !== value.replace(/\/$/, '')) {
    throw new Error(`must list origins such as https://cdn.example.com, without paths (got '${value}')`);
  }
  return origin;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  if (['false', 'off', 'no'].includes(lower)) return false;
  if (['true', 'on', 'yes'].includes(lower)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  const bad = entries.find((entry) => !PROXY_KEYWORDS.has(entry) && isIP(entry.split('/')[0] ?? '') === 0);
  if (bad !== undefined || entries.length === 0) {
    throw new Error(`must be false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs (got '${value}')`);
  }
  return entries;
}

/** A whole number from `min` up (milliseconds, counts). */
export function parseWholeNumber(min: number) {
  return (value: string): number => {
    const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!(number >= min)) throw new Error(`must be a whole number, at least ${min} (got '${value}')`);
    return number;
  };
}

export function parseBoolean(value: string): boolean {
  const lower = value.toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  throw new Error(`must be true or false (got '${value}')`);
}

function tryUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
