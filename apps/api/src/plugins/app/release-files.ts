import { negotiate } from '@fastify/accept-negotiator';
import { isHashedFile, releaseKeys, type FileStore } from '@wtm/releases';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, shellCacheControl } from '../../lib/cache-control.ts';
import { isPlainFilePath, isReleaseFilePath } from '../../lib/release-path.ts';
import { decodedPath } from '../../lib/request-path.ts';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|map)$/;
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;

/**
 * The release files, from the release store: `/remotes/<name>/<version>/…`
 * (any stored release, so a visitor mid-visit keeps the one loaded), the shell's hashed
 * files at `/…` from the files of every stored shell release (a page of the previous
 * shell still loads its scripts after a switch or during a rolling upgrade), and the
 * live shell's other files (favicon.svg). A path that is no such file goes to the
 * not-found handler (the SPA fallback, or a 404).
 */
export const releaseFilesPlugin = fp(
  async (app) => {
    const { serveSourceMaps } = app.config;
    const store = app.releases.store;
    const send = store.location.kind === 'folder' ? sendFromFolder : (request: FastifyRequest, reply: FastifyReply, key: string) => sendFromBucket(store, request, reply, key);
    const allowed = (path: string) => serveSourceMaps === true || !path.endsWith('.map');

    app.get('/remotes/*', async (request, reply) => {
      const path = decodedPath(request.url)?.slice('/remotes'.length);
      if (path === undefined || !isReleaseFilePath(path) || !allowed(path)) return reply.callNotFound();
      return send(request, reply, `remotes${path}`);
    });

    app.get('/*', async (request, reply) => {
      const path = decodedPath(request.url);
      const shell = app.liveReleases.current().shell;
      if (path === undefined || !isPlainFilePath(path) || !allowed(path) || path === '/index.html') return reply.callNotFound();
      if (isHashedFile(path)) return send(request, reply, `${releaseKeys.shellAssets}${path.slice(1)}`);
      if (shell === undefined) return reply.callNotFound();
      return send(request, reply, `${releaseKeys.shellFolder(shell.version)}${path.slice(1)}`);
    });
  },
  { name: 'release-files', dependencies: ['config', 'releases', 'static'] },
);

function sendFromFolder(_request: FastifyRequest, reply: FastifyReply, key: string): FastifyReply {
  return reply.sendFile(key);
}

/** Streams an object from the bucket: its pre-compressed sibling when the client takes one. */
async function sendFromBucket(store: FileStore, request: FastifyRequest, reply: FastifyReply, key: string): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'];
  const encoding = COMPRESSIBLE.test(key) && typeof accepted === 'string' ? (negotiate(accepted, ['br', 'gzip']) as keyof typeof SIBLINGS | null) : null;
  const candidates: [string, string | undefined][] = encoding === null ? [[key, undefined]] : [[key + SIBLINGS[encoding], encoding], [key, undefined]];
  const release = key.startsWith('remotes/');
  reply.header('cache-control', release || key.startsWith(releaseKeys.shellAssets) ? IMMUTABLE : shellCacheControl(key)).header('vary', 'Accept-Encoding');
  if (release) reply.header('access-control-allow-origin', '*');
  for (const [candidate, contentEncoding] of candidates) {
    const file = await store.get(candidate, { ifNoneMatch: request.headers['if-none-match'] });
    if (file === undefined) continue;
    if (file === 'not-modified') return reply.code(304).send();
    reply.type(file.contentType).header('content-length', file.size);
    if (file.etag !== undefined) reply.header('etag', file.etag);
    if (file.lastModified !== undefined) reply.header('last-modified', file.lastModified.toUTCString());
    if (contentEncoding !== undefined) reply.header('content-encoding', contentEncoding);
    return reply.send(file.body);
  }
  reply.removeHeader('cache-control').removeHeader('vary').removeHeader('access-control-allow-origin');
  reply.callNotFound();
  return reply;
}
