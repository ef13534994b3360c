import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression for answers built at run time (JSON over 1 KB). Static files
 * come pre-compressed from the build (.br/.gz siblings, see static.ts); this plugin leaves
 * any answer that already has a Content-Encoding alone, so they are not compressed twice.
 * Register it before the routes: it attaches itself to each route as the route is added.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
