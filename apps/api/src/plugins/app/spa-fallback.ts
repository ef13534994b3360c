import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodedPath, isUnder } from '../../lib/request-path.ts';

/** Paths that belong to the server, never to the SPA's client-side router. */
const SERVER_PREFIXES = ['/api', '/users', '/remotes', '/healthz', '/readyz', '/account/downloadExe'];

export const NOT_FOUND = { message: 'Not found', statusCode: 404 } as const;
export const NOT_BUILT_MESSAGE =
  'The site is not built yet: run `pnpm build` at the repository root (or `pnpm start`, which builds what is missing), then reload.\n';

/**
 * Client-side routes (/login/forgetPassword, /books/pricing, ...) have no file behind
 * them: a browser navigating to one gets the shell's index.html and the SPA routes it.
 * Only page navigations (Accept: text/html) get it; a missing script or image must stay
 * a 404, or the browser would try to run HTML as JavaScript after a deploy.
 */
export const spaFallbackPlugin = fp(
  async (app) => {
    const indexFile = join(app.config.shellDir, 'index.html');
    if (!(await exists(indexFile))) app.log.warn({ shellDir: app.config.shellDir }, NOT_BUILT_MESSAGE.trim());

    app.setNotFoundHandler(async (request, reply) => {
      const path = decodedPath(request.url);
      if (path === undefined || !isPageRequest(request, path)) return reply.code(404).send(NOT_FOUND);
      if (await exists(indexFile)) return reply.sendFile('index.html', app.config.shellDir);
      return answerNotBuilt(reply);
    });
  },
  { name: 'spa-fallback', dependencies: ['config', 'static'] },
);

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => isUnder(path, prefix))) return false;
  return path === '/' || (request.headers.accept ?? '').includes('text/html');
}

function answerNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
