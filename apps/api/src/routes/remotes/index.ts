import type { FastifyInstance } from 'fastify';

/**
 * The runtime manifest of the live remotes (issue 6) at /remotes.json: what the release
 * store's live records say (plugins/app/releases.ts keeps them current), with each
 * remote's entry under REMOTES_BASE_URL. The release files themselves are served by
 * plugins/app/release-files.ts.
 */
export async function remotesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(app.liveReleases.current().manifestText);
  });
}
