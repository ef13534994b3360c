import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isCleanPath } from '../../plugins/external/static.ts';
import { NOT_FOUND } from '../../plugins/app/spa-fallback.ts';
import { releaseFilePath } from '../../lib/release-path.ts';
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

  // Synchronous, returning nothing: the answer is sent now (from memory) or later (from disk).
  app.get<{ Params: ReleaseFileParams }>('/remotes/:name/:version/*', (request, reply) => {
    const { name, version, '*': file } = request.params;
    // A shell on another origin fetches mf-manifest.json with fetch() and loads the chunks.
    reply.header('access-control-allow-origin', '*');
    const path = releaseFilePath(name, version, file);
    if (path === undefined) {
      reply.code(404).send(NOT_FOUND);
      return;
    }
    const sendFromDisk = () => {
      reply.sendFile(path, remotesDir);
    };
    // Release folders never change once written: their files are answered from memory.
    if (isCleanPath(path)) reply.sendImmutableFile(join(remotesDir, path), sendFromDisk);
    else sendFromDisk();
  });
}
