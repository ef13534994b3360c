import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which database the service talks to, decided once from DATABASE_URL. */
export type DatabaseTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string };

export interface DatabaseUrlDefaults {
  /** Folder of the default SQLite file (`<dataDir>/portal.sqlite`). */
  dataDir: string;
  /** Base for relative `file:` paths. */
  cwd: string;
}

export const DEFAULT_SQLITE_FILE = 'portal.sqlite';

/**
 * Reads DATABASE_URL as deployments set it: unset means the
 * SQLite file under the data folder, `file:` means SQLite at that path, `postgres://`
 * or `postgresql://` means PostgreSQL. Errors never echo the URL, which may hold a password.
 */
export function parseDatabaseUrl(value: string | undefined, defaults: DatabaseUrlDefaults): DatabaseTarget {
  const raw = value?.trim() ?? '';
  if (raw === '') return { dialect: 'sqlite', file: resolve(defaults.dataDir, DEFAULT_SQLITE_FILE) };

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (scheme === 'file') return { dialect: 'sqlite', file: sqlitePath(raw, defaults.cwd) };
  if (scheme === 'postgres' || scheme === 'postgresql') return { dialect: 'postgres', url: postgresUrl(raw) };

  const shown = scheme === undefined ? 'no scheme' : `scheme '${scheme}:'`;
  throw new Error(`must be file:<path>, postgres://... or postgresql://... (got ${shown})`);
}

function sqlitePath(raw: string, cwd: string): string {
  // `file:///abs/x.sqlite` is a real file URL (percent-decoded); `file:/abs/x.sqlite`
  // and `file:./x.sqlite` are the looser forms people write by hand, taken literally.
  if (/^file:\/\//i.test(raw)) {
    try {
      return fileURLToPath(new URL(raw));
    } catch {
      throw new Error('is not a valid file URL (use file:/absolute/path.sqlite)');
    }
  }
  const path = raw.slice('file:'.length);
  if (path === '') throw new Error('has no path after file:');
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function postgresUrl(raw: string): string {
  try {
    new URL(raw);
  } catch {
    throw new Error('is not a valid postgres:// URL');
  }
  return raw;
}

/** The URL with any password replaced, for log lines and error messages. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `sqlite ${target.file}`;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return `postgres ${url.toString()}`;
}
