import type { FastifyInstance } from 'fastify';
import { NOT_FOUND } from '../../plugins/app/spa-fallback.ts';
import { releaseFilePath } from './release-path.ts';
import { readManifestText } from './remote-manifest.ts';

interface ReleaseFileParams {
  name: string;
  version: string;
  '*': string;
}

/**
 * The remotes as released into REMOTES_DIR (issue 6): the runtime manifest at
 * /remotes.json, and each immutable release folder under /remotes/<name>/<version>/.
 */
export async function remotesRoutes(app: FastifyInstance): Promise<void> {
  const { remotesDir } = app.config;

  app.get('/remotes.json', async (_request, reply) => {
    const text = await readManifestText(remotesDir);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });

  app.get<{ Params: ReleaseFileParams }>('/remotes/:name/:version/*', async (request, reply) => {
    const { name, version, '*': file } = request.params;
    // A shell on another origin fetches mf-manifest.json with fetch() and loads the chunks.
    reply.header('access-control-allow-origin', '*');
    const path = releaseFilePath(name, version, file);
    if (path === undefined) return reply.code(404).send(NOT_FOUND);
    return reply.sendFile(path, remotesDir);
  });
}
