import type { FastifyInstance } from 'fastify';

// @wtm/shell-contract's RuntimeManifest, for the document only: the file's text is sent as
// it is (a string answer never goes through the serializer).
const runtimeManifest = {
  description: 'The live release of each remote (`{"remotes":{}}` before the first release).',
  type: 'object',
  required: ['remotes'],
  properties: {
    remotes: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['version', 'entry', 'releasedAt'],
        properties: { version: { type: 'string' }, entry: { type: 'string', description: "URL of the remote's mf-manifest.json" }, releasedAt: { type: 'string' } },
      },
    },
    shell: { type: 'object', description: 'The live shell release.', required: ['version'], properties: { version: { type: 'string' } } },
  },
};

/**
 * The runtime manifest of the live remotes (issue 6) at /remotes.json: what the release
 * store's live records say (plugins/app/releases.ts keeps them current), with each
 * remote's entry under REMOTES_BASE_URL. The release files themselves are served by
 * plugins/app/release-files.ts.
 */
export async function remotesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/remotes.json',
    { schema: { summary: 'The runtime manifest the shell reads at start', tags: ['Operations'], operationId: 'remotes', response: { 200: runtimeManifest } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(app.liveReleases.current().manifestText),
  );
}
