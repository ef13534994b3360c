import { join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, isHashedFile, shellCacheControl } from '../../lib/cache-control.ts';
import { isInside } from '../../lib/request-path.ts';
import { chooseEncoding, notModified, StaticFileCache, type CachedFile } from '../../lib/static-file-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Immutable files (hashed shell files, release folders) kept in memory; see lib/static-file-cache.ts. */
    immutableFiles: StaticFileCache;
  }
  interface FastifyReply {
    /**
     * Answers this GET/HEAD for an immutable file (absolute path, already known to lie
     * inside a served folder) from the in-memory cache, or calls `otherwise` (which sends
     * it the usual way, reply.sendFile) when the request or the file is not for the cache.
     * Call it from a synchronous handler that returns nothing.
     */
    sendImmutableFile(absolutePath: string, otherwise: () => void): void;
  }
}

// A URL path the cache answers: plain segments only (no dot segments or dotfiles, no
// percent-encoding, no backslashes). Anything else goes through @fastify/send, which
// decodes, normalises and refuses it exactly as before.
const CLEAN_PATH = /^(?:\/[\w~+@-][\w.~+@-]*)+$/;

export function isCleanPath(path: string): boolean {
  return CLEAN_PATH.test(path);
}

/**
 * Serves the shell's build (SHELL_DIR) at `/` (ARCHITECTURE decision 5) and gives every
 * route reply.sendFile. A path that is not a file falls through to the not-found handler,
 * which chooses between the SPA's index.html and a 404 (see ../app/spa-fallback.ts).
 * Hashed files (immutable) are answered from memory (reply.sendImmutableFile); the
 * others (index.html, favicon) are read from disk on every request, as they may change.
 */
export const staticPlugin = fp<{ immutableFiles?: StaticFileCache }>(
  async (app, options) => {
    const { shellDir } = app.config;
    // buildApp passes the cache its fast path reads (lib/immutable-fast-path.ts).
    app.decorate('immutableFiles', options.immutableFiles ?? new StaticFileCache());
    app.decorateReply('sendImmutableFile', function (this: FastifyReply, absolutePath: string, otherwise: () => void) {
      sendImmutableFile(this, absolutePath, otherwise);
    });

    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      // The route below serves; the plugin gives reply.sendFile with these options.
      serve: false,
      // The build emits .br/.gz next to each file; they are sent as they are.
      preCompressed: true,
      // Cache-Control is decided per file in setHeaders, not by send's default.
      cacheControl: false,
      // Dotfiles (.env, .git) are never part of a build: treat them as absent.
      dotfiles: 'ignore',
      index: ['index.html'],
      setHeaders: (response: SetHeadersResponse, path: string) => {
        // Release folders under REMOTES_DIR never change once written (issue 6), so
        // everything in them is immutable; the shell's files are by their names.
        const cacheControl = isInside(path, app.config.remotesDir) ? IMMUTABLE : shellCacheControl(path);
        response.setHeader('Cache-Control', cacheControl);
        // The same URL may be answered as br, gzip or plain; caches must keep them apart.
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });

    // What @fastify/static's own wildcard route did (serve: true), with the cache in front.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      errorHandler(error: FastifyError, request, reply) {
        // A client that goes away mid-stream is not an error worth an answer.
        if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
          request.raw.destroy();
          return;
        }
        return app.errorHandler(error, request, reply);
      },
      // Synchronous, returning nothing: the answer is sent now (a cache hit) or later.
      handler(request, reply) {
        const rawPath = pathOf(request.url);
        const sendFromDisk = () => {
          let pathname: string;
          try {
            pathname = decodeURI(rawPath);
          } catch {
            reply.callNotFound();
            return;
          }
          reply.sendFile(pathname);
        };
        if (isCleanPath(rawPath) && isHashedFile(rawPath)) reply.sendImmutableFile(join(shellDir, rawPath), sendFromDisk);
        else sendFromDisk();
      },
    });
  },
  { name: 'static', dependencies: ['config'] },
);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

// Requests the cache leaves to @fastify/send: byte ranges and the rarer preconditions.
const LEFT_TO_SEND = ['range', 'if-range', 'if-match', 'if-unmodified-since'] as const;

function sendImmutableFile(reply: FastifyReply, absolutePath: string, otherwise: () => void): void {
  const { method, headers } = reply.request;
  if ((method !== 'GET' && method !== 'HEAD') || LEFT_TO_SEND.some((name) => headers[name] !== undefined)) {
    otherwise();
    return;
  }
  const cache = reply.server.immutableFiles;
  const hit = cache.peek(absolutePath);
  if (hit !== undefined) {
    sendCached(reply, hit);
    return;
  }
  cache.get(absolutePath).then(
    (file) => (file === undefined ? otherwise() : sendCached(reply, file)),
    (error: unknown) => reply.send(error),
  );
}

function sendCached(reply: FastifyReply, file: CachedFile): void {
  const { headers } = reply.request;
  const variant = file.variants[chooseEncoding(headers['accept-encoding'], file.variants)]!;
  // The same URL may be answered as br, gzip or plain; caches must keep them apart.
  reply.header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding');
  const ifNoneMatch = headers['if-none-match'];
  const ifModifiedSince = headers['if-modified-since'];
  const reload = (headers['cache-control'] ?? '').includes('no-cache');
  // As @fastify/send: If-None-Match decides when present, else If-Modified-Since.
  const fresh =
    ifNoneMatch !== undefined
      ? notModified(ifNoneMatch, headers['cache-control'], variant.etag)
      : ifModifiedSince !== undefined && !reload && Date.parse(variant.lastModified) <= Date.parse(ifModifiedSince);
  if (fresh) {
    reply.code(304).header('etag', variant.etag).header('last-modified', variant.lastModified).header('accept-ranges', 'bytes').send();
    return;
  }
  reply.headers(variant.headers).send(variant.body);
}
