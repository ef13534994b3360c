import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { IMMUTABLE, shellCacheControl } from '../../lib/cache-control.ts';
import { isReleaseFilePath } from '../../lib/release-path.ts';

/**
 * The files the site serves itself (ARCHITECTURE decision 12: in production a CDN or a
 * reverse proxy in front does the heavy lifting): the shell's build at `/` and the
 * released remotes under `/remotes/<name>/<version>/`, through @fastify/static, which
 * answers ranges and conditional requests and sends the build's `.br`/`.gz` siblings as
 * they are. A path that is not a file goes to the not-found handler, which chooses
 * between the SPA's index.html and a 404 (../app/spa-fallback.ts). Source maps are served
 * only when SERVE_SOURCE_MAPS says so.
 */
export const staticPlugin = fp(
  async (app) => {
    const { shellDir, remotesDir, serveSourceMaps } = app.config;
    const mapAllowed = (path: string) => serveSourceMaps === true || !path.endsWith('.map');
    const common = {
      preCompressed: true,
      // Cache-Control is decided per file in setHeaders, not by send's default.
      cacheControl: false,
      // Dotfiles (.env, .git) are never part of a build: treat them as absent.
      dotfiles: 'ignore',
      redirect: false,
    } as const;

    await app.register(fastifyStatic, {
      ...common,
      root: shellDir,
      prefix: '/',
      index: ['index.html'],
      allowedPath: mapAllowed,
      setHeaders: (response: SetHeadersResponse, path: string) => setFileHeaders(response, shellCacheControl(path)),
    });

    await app.register(fastifyStatic, {
      ...common,
      root: remotesDir,
      prefix: '/remotes/',
      // reply.sendFile comes from the registration above.
      decorateReply: false,
      index: false,
      // Only files inside a release folder: not the manifest or the lock beside them.
      allowedPath: (path: string) => isReleaseFilePath(path) && mapAllowed(path),
      setHeaders: (response: SetHeadersResponse) => {
        // A release folder never changes once written (issue 6), and a shell on another
        // origin fetches mf-manifest.json with fetch() and loads the chunks.
        setFileHeaders(response, IMMUTABLE);
        response.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  },
  { name: 'static', dependencies: ['config'] },
);

function setFileHeaders(response: SetHeadersResponse, cacheControl: string): void {
  response.setHeader('Cache-Control', cacheControl);
  // The same URL may be answered as br, gzip or plain; caches must keep them apart.
  response.setHeader('Vary', 'Accept-Encoding');
}
