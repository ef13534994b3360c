import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE } from '../../lib/cache-control.ts';
import { decodedPath, isUnder } from '../../lib/request-path.ts';

/** Paths that belong to the server, never to the SPA's client-side router. */
const SERVER_PREFIXES = ['/api', '/users', '/remotes', '/healthz', '/readyz', '/account/downloadExe'];

export const NOT_FOUND = { message: 'Not found', statusCode: 404 } as const;
export const NOT_BUILT_MESSAGE =
  'The site has no shell release yet: run `pnpm build` at the repository root and start again (the first run releases it), or `pnpm release shell`; then reload.\n';

/**
 * Client-side routes (/login/forgetPassword, /books/pricing, ...) have no file behind
 * them: a browser navigating to one gets the live shell release's index.html (from the
 * release store, held by plugins/app/releases.ts) and the SPA routes it. Only page
 * navigations (Accept: text/html) get it; a missing script or image must stay a 404, or
 * the browser would try to run HTML as JavaScript after a deploy.
 */
export const spaFallbackPlugin = fp(
  async (app) => {
    if (app.liveReleases.current().shell === undefined) app.log.warn(NOT_BUILT_MESSAGE.trim());

    app.setNotFoundHandler(async (request, reply) => {
      const path = decodedPath(request.url);
      if (path === undefined || !isPageRequest(request, path)) return reply.code(404).send(NOT_FOUND);
      const shell = app.liveReleases.current().shell;
      if (shell === undefined) return answerNotBuilt(reply);
      // The release's version names its page: a browser's copy revalidates with one header.
      const etag = `"shell-${shell.version}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(shell.indexHtml);
    });
  },
  { name: 'spa-fallback', dependencies: ['config', 'releases'] },
);

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => isUnder(path, prefix))) return false;
  return path === '/' || (request.headers.accept ?? '').includes('text/html');
}

function answerNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
}
