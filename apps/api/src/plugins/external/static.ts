import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { IMMUTABLE, shellCacheControl } from '../../lib/cache-control.ts';
import { isInside } from '../../lib/request-path.ts';

/**
 * Serves the shell's build (SHELL_DIR) at `/` (ARCHITECTURE decision 5) and gives every
 * route reply.sendFile. A path that is not a file falls through to the not-found handler,
 * which chooses between the SPA's index.html and a 404 (see ../app/spa-fallback.ts).
 */
export const staticPlugin = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: app.config.shellDir,
      prefix: '/',
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
  },
  { name: 'static', dependencies: ['config'] },
);
