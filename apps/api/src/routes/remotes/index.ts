import { anyCanary, contentForCohort, manifestOf, releasesForCohort } from '@wtm/releases';
import type { FastifyInstance } from 'fastify';
import { visitorCohort } from '../../plugins/app/visitor-cohort.ts';

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
    content: {
      type: 'object',
      description: "Each section's live content version and the URL of its immutable file (absent before any content is released).",
      additionalProperties: { type: 'object', required: ['version', 'url'], properties: { version: { type: 'string' }, url: { type: 'string' } } },
    },
  },
};

/**
 * The runtime manifest of the live remotes at /remotes.json: what the release
 * store's live records say (plugins/app/releases.ts keeps them current), with each
 * remote's entry under REMOTES_BASE_URL. The release files themselves are served by
 * plugins/app/release-files.ts. While a canary (of code or content) runs the answer depends on the
 * visitor's cohort cookie, set here on the first read: private to the browser, and
 * varying with the cookie for any cache on the way.
 */
export async function remotesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/remotes.json',
    { schema: { summary: 'The runtime manifest the shell reads at start', tags: ['Operations'], operationId: 'remotes', response: { 200: runtimeManifest } } },
    async (request, reply) => {
      const site = app.liveReleases.current();
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').type('application/json; charset=utf-8');
      if (!anyCanary(site)) return reply.send(site.manifestText);
      const cohort = visitorCohort(request, reply, app.config.publicUrl);
      const remotes = releasesForCohort(site.remotes, site.canaries, cohort);
      return reply.send(manifestOf(remotes, app.config.releases.remotesBaseUrl, site.shell?.version, contentForCohort(site.content, site.contentCanaries, cohort)));
    },
  );
}
