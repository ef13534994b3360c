import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { releaseFilePath } from './release-path.ts';
import { IMMUTABLE, isHashedFile } from './cache-control.ts';
import { chooseEncoding, type CachedVariant, type StaticFileCache } from './static-file-cache.ts';

export interface ImmutableFastPathOptions {
  cache: StaticFileCache;
  shellDir: string;
  remotesDir: string;
  /** The security headers of an answer of a Content-Type (plugins/app/security-headers.ts). */
  securityHeadersFor: (contentType: string | undefined) => Readonly<Record<string, string>>;
}

// A URL the fast path answers: plain segments only, no query. Anything else (dot
// segments, percent-encoding, backslashes, a query) goes the usual way.
const PLAIN_URL = /^(?:\/[\w~+@-][\w.~+@-]*)+$/;
// Requests that need more than a plain 200: ranges and every precondition.
const CONDITIONAL = ['range', 'if-range', 'if-match', 'if-unmodified-since', 'if-none-match', 'if-modified-since'] as const;
const REMOTES_PREFIX = '/remotes/';
const COMPRESSION = /gzip|br|deflate|\*/i;
// Levels at which Fastify writes its "request completed" line.
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

/**
 * The file an immutable-file URL names, with the headers that belong to where it lives,
 * or undefined when the URL is not one: a hashed file of the shell's build, or a file of
 * a release folder (which another origin may load: CORS).
 */
interface Target {
  path: string;
  cors: boolean;
}

const MAX_REMEMBERED_URLS = 4096;

function immutableTarget(url: string, { shellDir, remotesDir }: ImmutableFastPathOptions): Target | undefined {
  if (!PLAIN_URL.test(url)) return undefined;
  if (url.startsWith(REMOTES_PREFIX)) {
    const [name = '', version = '', ...file] = url.slice(REMOTES_PREFIX.length).split('/');
    const path = releaseFilePath(name, version, file.join('/'));
    return path === undefined ? undefined : { path: join(remotesDir, path), cors: true };
  }
  return isHashedFile(url) ? { path: join(shellDir, url), cors: false } : undefined;
}

/**
 * Answers a plain GET or HEAD of an immutable file that is already in memory, ahead of
 * Fastify (its routing, hooks and reply objects cost more than the answer itself: issue
 * 7). True when it answered. Everything else (a miss, a stale entry, a conditional or
 * ranged request, any other URL or method) returns false and goes to Fastify, whose
 * routes (plugins/external/static.ts, routes/remotes) fill the cache and give the same
 * headers; a test compares the two answers header by header.
 */
export function immutableFileAnswerer(options: ImmutableFastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  // URL → file, worked out once per URL: a site asks for a few hundred files, over and over.
  const targets = new Map<string, Target | null>();
  const targetOf = (url: string): Target | null => {
    // A URL with a query is never a file's (API calls mostly): not remembered, or each
    // call's own query would push the files out.
    if (url.includes('?')) return null;
    let target = targets.get(url);
    if (target === undefined) {
      if (targets.size >= MAX_REMEMBERED_URLS) targets.clear();
      targets.set(url, (target = immutableTarget(url, options) ?? null));
    }
    return target;
  };
  return (request, response) => answer(request, response, options, targetOf);
}

function answer(request: IncomingMessage, response: ServerResponse, options: ImmutableFastPathOptions, targetOf: (url: string) => Target | null): boolean {
  const { method, url = '', headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const target = targetOf(url);
  if (target === null || CONDITIONAL.some((name) => headers[name] !== undefined)) return false;
  const file = options.cache.peek(target.path);
  if (file === undefined) return false;
  const acceptEncoding = headers['accept-encoding'];
  const variant = file.variants[chooseEncoding(acceptEncoding, file.variants)]!;
  // A plain file to a client that takes compression: @fastify/compress would compress it.
  if (variant.encoding === 'identity' && acceptEncoding !== undefined && COMPRESSION.test(acceptEncoding)) return false;
  response.writeHead(200, answerHeaders(variant, target.cors, options.securityHeadersFor));
  response.end(method === 'HEAD' ? undefined : variant.body);
  return true;
}

// The whole header set of a variant's answer, built once (per CORS choice) and kept as
// long as the variant is: the same file is asked for thousands of times.
const builtHeaders = new WeakMap<CachedVariant, [Record<string, string>?, Record<string, string>?]>();

function answerHeaders(variant: CachedVariant, cors: boolean, securityHeadersFor: ImmutableFastPathOptions['securityHeadersFor']): Record<string, string> {
  let pair = builtHeaders.get(variant);
  if (pair === undefined) builtHeaders.set(variant, (pair = []));
  const slot = cors ? 1 : 0;
  return (pair[slot] ??= {
    ...variant.headers,
    'cache-control': IMMUTABLE,
    vary: 'Accept-Encoding',
    ...(cors ? { 'access-control-allow-origin': '*' } : {}),
    ...securityHeadersFor(variant.headers['content-type']),
  });
}

/** The server settings Fastify applies to a server it makes itself (lib/server.js); Fastify fills in its defaults. */
interface FastifyServerSettings {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: an HTTP server, set up as Fastify would set up its own, that
 * tries the fast path first. Answers it gives are logged like Fastify's own ("request
 * completed") when info is on.
 */
export function immutableFastPathServer(options: ImmutableFastPathOptions, log: () => FastifyBaseLogger | undefined) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, settings: FastifyServerSettings): Server => {
    const answerImmutableFile = immutableFileAnswerer(options);
    const server = createServer(settings.http ?? {}, (request, response) => {
      const started = performance.now();
      if (!answerImmutableFile(request, response)) {
        handler(request, response);
        return;
      }
      const logger = log();
      if (logger !== undefined && LOGGED_LEVELS.has(logger.level)) {
        logger.info(
          {
            req: { method: request.method, url: request.url, remoteAddress: request.socket.remoteAddress },
            res: { statusCode: response.statusCode },
            responseTime: performance.now() - started,
          },
          'request completed',
        );
      }
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket !== undefined && settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
