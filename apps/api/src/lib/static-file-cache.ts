import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';

/**
 * An in-memory cache of files that never change under their name: the shell's hashed
 * chunks and the files of released remote folders (README, "Performance").
 * Serving them through @fastify/static costs a stat, an open, reads and a close on
 * libuv's thread pool for every request; from memory the same answer is a buffer and a
 * table of headers computed once.
 *
 * Each entry holds the file and its pre-compressed `.br` / `.gz` siblings as the build
 * wrote them, with the headers @fastify/send would give each (Content-Type, Last-Modified,
 * a weak ETag of size and mtime, so a browser's cached copy stays valid across the
 * switch). Bounded by total bytes (least recently used first out); bigger files and
 * types it has no Content-Type for are not cached (the caller streams them as before).
 * An entry is checked against the disk (stat of each variant) at most every
 * `revalidateMs`, so a rebuilt file with the same name is read again, and a deleted
 * one is dropped.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedVariant {
  encoding: Encoding;
  body: Buffer;
  etag: string;
  lastModified: string;
  /** Content-Type, Content-Length, Last-Modified, ETag, Accept-Ranges, Content-Encoding (not for identity). */
  headers: Readonly<Record<string, string>>;
}

export interface CachedFile {
  path: string;
  /** What `variant` picks from, best first: br, gzip, identity (each present only if on disk). */
  variants: Readonly<Partial<Record<Encoding, CachedVariant>>>;
  bytes: number;
}

export interface StaticFileCacheOptions {
  /** Total bytes of all cached bodies; least recently used entries leave first. Default 64 MiB. */
  maxBytes?: number;
  /** A file (all its variants together) larger than this is not cached. Default 4 MiB. */
  maxFileBytes?: number;
  /** How long an entry is trusted before its files are stat'ed again. Default 1 s. */
  revalidateMs?: number;
  now?: () => number;
}

// The Content-Type @fastify/send gives each extension (mime 3, `; charset=utf-8` on text
// types). A file of any other type is not cached and goes through @fastify/send.
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string | undefined {
  return CONTENT_TYPES[extname(path).toLowerCase()];
}

const SIBLINGS: ReadonlyArray<readonly [Exclude<Encoding, 'identity'>, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

interface FileState {
  size: number;
  mtimeMs: number;
  ino: number;
}

interface Entry {
  file: CachedFile;
  /** stat of identity, br, gzip as read (undefined: absent). */
  states: ReadonlyArray<FileState | undefined>;
  checkedAt: number;
  checking?: Promise<boolean>;
}

async function fileState(path: string): Promise<FileState | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs, ino: info.ino } : undefined;
  } catch {
    return undefined;
  }
}

const sameState = (a: FileState | undefined, b: FileState | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino);

function variantOf(encoding: Encoding, body: Buffer, state: FileState, contentType: string): CachedVariant {
  const mtime = new Date(state.mtimeMs);
  // As @fastify/send builds them, from the stat of the file actually sent.
  const etag = `W/"${state.size.toString(16)}-${mtime.getTime().toString(16)}"`;
  const lastModified = mtime.toUTCString();
  return {
    encoding,
    body,
    etag,
    lastModified,
    headers: {
      'content-type': contentType,
      'content-length': String(body.length),
      'last-modified': lastModified,
      etag,
      'accept-ranges': 'bytes',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    },
  };
}

export class StaticFileCache {
  readonly maxBytes: number;
  readonly maxFileBytes: number;
  readonly revalidateMs: number;
  #now: () => number;
  // Map order is recency order: a hit moves its entry to the end, eviction takes from the front.
  #entries = new Map<string, Entry>();
  #loading = new Map<string, Promise<Entry | undefined>>();
  #bytes = 0;

  constructor(options: StaticFileCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxFileBytes = Math.min(options.maxFileBytes ?? 4 * 1024 * 1024, this.maxBytes);
    this.revalidateMs = options.revalidateMs ?? 1000;
    this.#now = options.now ?? Date.now;
  }

  /** Bytes held by all entries. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(path: string): boolean {
    return this.#entries.has(path);
  }

  /**
   * The cached file at `path` if it is in memory and was checked against the disk less
   * than `revalidateMs` ago: no I/O, no promise. Otherwise undefined (then call get()).
   */
  peek(path: string): CachedFile | undefined {
    const entry = this.#entries.get(path);
    if (entry === undefined || this.#now() - entry.checkedAt >= this.revalidateMs) return undefined;
    this.#entries.delete(path);
    this.#entries.set(path, entry);
    return entry.file;
  }

  /**
   * The cached file at `path` (absolute, already checked to lie inside a served folder),
   * read on a miss; undefined when it is not a regular file, has no known type, or is too
   * big (the caller then serves it the usual way).
   */
  async get(path: string): Promise<CachedFile | undefined> {
    const entry = this.#entries.get(path);
    if (entry !== undefined) {
      if (this.#now() - entry.checkedAt < this.revalidateMs || (await this.#revalidate(entry))) {
        // Most recently used: to the end of the map.
        this.#entries.delete(path);
        this.#entries.set(path, entry);
        return entry.file;
      }
      this.#remove(path);
    }
    let loading = this.#loading.get(path);
    if (loading === undefined) {
      loading = this.#load(path).finally(() => this.#loading.delete(path));
      this.#loading.set(path, loading);
    }
    return (await loading)?.file;
  }

  /** True when every variant on disk is the one read (one stat each, shared by concurrent callers). */
  #revalidate(entry: Entry): Promise<boolean> {
    entry.checking ??= (async () => {
      const path = entry.file.path;
      const states = await Promise.all([fileState(path), ...SIBLINGS.map(([, suffix]) => fileState(path + suffix))]);
      const same = states.every((state, index) => sameState(state, entry.states[index]));
      if (same) entry.checkedAt = this.#now();
      return same;
    })().finally(() => {
      entry.checking = undefined;
    });
    return entry.checking;
  }

  async #load(path: string): Promise<Entry | undefined> {
    const contentType = contentTypeOf(path);
    if (contentType === undefined) return undefined;
    const checkedAt = this.#now();
    const states = await Promise.all([fileState(path), ...SIBLINGS.map(([, suffix]) => fileState(path + suffix))]);
    const total = states.reduce((sum, state) => sum + (state?.size ?? 0), 0);
    if (states[0] === undefined || total > this.maxFileBytes) return undefined;
    const bodies = await Promise.all(
      [path, ...SIBLINGS.map(([, suffix]) => path + suffix)].map((file, index) => (states[index] === undefined ? undefined : readFile(file).catch(() => undefined))),
    );
    // A file replaced while being read: do not cache a mix; the next request tries again.
    const after = await Promise.all([fileState(path), ...SIBLINGS.map(([, suffix]) => fileState(path + suffix))]);
    if (!after.every((state, index) => sameState(state, states[index]) && (state === undefined || bodies[index]?.length === state.size))) return undefined;

    const variants: Partial<Record<Encoding, CachedVariant>> = {};
    SIBLINGS.forEach(([encoding], index) => {
      const body = bodies[index + 1];
      if (body !== undefined) variants[encoding] = variantOf(encoding, body, states[index + 1]!, contentType);
    });
    variants.identity = variantOf('identity', bodies[0]!, states[0], contentType);
    const bytes = bodies.reduce((sum, body) => sum + (body?.length ?? 0), 0);
    const entry: Entry = { file: { path, variants, bytes }, states, checkedAt };

    this.#remove(path);
    this.#entries.set(path, entry);
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
    return entry;
  }

  /** Forgets every entry (the next request for each file reads it again). */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #remove(path: string): void {
    const entry = this.#entries.get(path);
    if (entry === undefined) return;
    this.#entries.delete(path);
    this.#bytes -= entry.file.bytes;
  }
}

/**
 * The encoding to send from what the client accepts (Accept-Encoding) and what the file
 * has: the highest q-value wins, br before gzip on a tie, identity when neither is
 * accepted. `*` counts as gzip, as @fastify/static reads it.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Readonly<Partial<Record<Encoding, unknown>>>): Encoding {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  let br = 0;
  let gzip: number | undefined;
  let star: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (name === '*') star = q;
  }
  // An explicit gzip (q=0 included) overrides the wildcard.
  let gzipQ = gzip ?? star ?? 0;
  if (available.br === undefined) br = 0;
  if (available.gzip === undefined) gzipQ = 0;
  if (br > 0 && br >= gzipQ) return 'br';
  if (gzipQ > 0) return 'gzip';
  return 'identity';
}

/**
 * True when If-None-Match names the variant's ETag (weak comparison, as @fastify/send), or
 * is `*`; a request with `Cache-Control: no-cache` always gets the body (a forced reload).
 */
export function notModified(ifNoneMatch: string, requestCacheControl: string | undefined, etag: string): boolean {
  if (requestCacheControl !== undefined && requestCacheControl.includes('no-cache')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}
