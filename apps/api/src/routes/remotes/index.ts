import type { FastifyInstance } from 'fastify';
import { readManifestText } from './remote-manifest.ts';

/**
 * The runtime manifest of the released remotes (issue 6) at /remotes.json; the release
 * folders themselves are files under /remotes/<name>/<version>/ (plugins/external/static.ts).
 */
export async function remotesRoutes(app: FastifyInstance): Promise<void> {
  const { remotesDir } = app.config;

  app.get('/remotes.json', async (_request, reply) => {
    const text = await readManifestText(remotesDir);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });
}
