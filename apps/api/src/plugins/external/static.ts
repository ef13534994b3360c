import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { IMMUTABLE, shellCacheControl } from '../../lib/cache-control.ts';

/**
 * With the release store in a folder (one machine, the default), its files are sent by
 * @fastify/static: ranges, conditional requests and the builds' `.br`/`.gz` siblings as
 * they are. Only `reply.sendFile` is used (no routes of its own): ../app/release-files.ts
 * maps URLs to store keys. decision 0027: in production a CDN or the reverse
 * proxy in front does the heavy lifting.
 */
export const staticPlugin = fp(
  async (app) => {
    const { store } = app.config.releases;
    if (store.kind !== 'folder') return;
    await app.register(fastifyStatic, {
      root: store.folder,
      serve: false,
      preCompressed: true,
      // Cache-Control is decided per file in setHeaders, not by send's default.
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      setHeaders: (response: SetHeadersResponse, path: string) => {
        const release = /[\\/]remotes[\\/]/.test(path.slice(store.folder.length));
        const hashed = /[\\/]shell[\\/]assets[\\/]/.test(path.slice(store.folder.length));
        response.setHeader('Cache-Control', release || hashed ? IMMUTABLE : shellCacheControl(path));
        // The same URL may be answered as br, gzip or plain; caches must keep them apart.
        response.setHeader('Vary', 'Accept-Encoding');
        // A shell on another origin fetches a remote's mf-manifest.json with fetch().
        if (release) response.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  },
  { name: 'static', dependencies: ['config'] },
);
