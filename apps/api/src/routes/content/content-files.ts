import { contentKey, IMMUTABLE } from '@wtm/releases';
import { isContentSection } from '@wtm/contract/content';
import type { FastifyInstance } from 'fastify';

const VERSION_FILE = /^(c-[0-9a-f]{20})\.json$/;

/**
 * `/content/<section>/<version>.json`: a section's content version, as the shell fetches it
 * on a client-side navigation (docs/decisions/0044). Content-addressed, so cached forever,
 * like a remote's files; any version that was ever live, not only the live one. A draft's
 * version, stored for its preview, is not served: its hash could be guessed from a likely
 * change (a new price) and the file would tell the draft before it is published.
 */
export async function contentFilesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { section: string; file: string } }>(
    '/content/:section/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { section, file } = request.params;
      const version = VERSION_FILE.exec(file)?.[1];
      const body =
        isContentSection(section) && version !== undefined && (await app.contentReleases.wasLive(section, version)) ? await app.releases.store.read(contentKey(section, version)) : undefined;
      if (body === undefined) return reply.callNotFound();
      return reply.header('cache-control', IMMUTABLE).header('access-control-allow-origin', '*').type('application/json; charset=utf-8').send(body);
    },
  );
}
