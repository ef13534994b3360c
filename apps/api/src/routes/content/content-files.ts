import { contentKey, IMMUTABLE } from '@wtm/releases';
import { isContentSection, PICTURE_ID } from '@wtm/contract/content';
import type { FastifyInstance } from 'fastify';
import { pictureFileKey } from '../../services/content/content-pictures.service.ts';
import { createPreviewPictures } from '../../services/content/preview-pictures.service.ts';

const VERSION_FILE = /^(c-[0-9a-f]{20})\.json$/;
const PICTURE_FILE = /^[1-9][0-9]{0,3}\.(avif|webp)$/;
const VERSION = /^c-[0-9a-f]{20}$/;
const PREVIEW_FILE = /^([a-z][a-z0-9-]{0,40})\.png$/;

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

  // `/content/pictures/<id>/<width>.<avif|webp>`: an uploaded picture's files (decision
  // 0057), content-addressed like the versions. Served before it is published too: a
  // draft's preview shows it, and its id (a hash of the uploaded bytes) tells nothing.
  app.get<{ Params: { id: string; file: string } }>('/content/pictures/:id/:file', { schema: { hide: true } }, async (request, reply) => {
    const { id, file } = request.params;
    if (!PICTURE_ID.test(id) || !PICTURE_FILE.test(file)) return reply.callNotFound();
    const stored = await app.releases.store.get(pictureFileKey(id, file), { ifNoneMatch: request.headers['if-none-match'] });
    if (stored === undefined) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE);
    if (stored === 'not-modified') return reply.code(304).send();
    if (stored.etag !== undefined) reply.header('etag', stored.etag);
    return reply.type(stored.contentType).header('content-length', stored.size).header('x-content-type-options', 'nosniff').send(stored.body);
  });

  // `/content/previews/<section>/<version>/<entry>.png`: the link-preview picture of a page
  // whose head is content, drawn from that version's title at its first request. Only for
  // versions ever live, as the versions' files: a draft's picture would tell its title.
  const previewPictures = createPreviewPictures(app.releases.store);
  app.get<{ Params: { section: string; version: string; file: string } }>('/content/previews/:section/:version/:file', { schema: { hide: true } }, async (request, reply) => {
    const { section, version, file } = request.params;
    const entry = PREVIEW_FILE.exec(file)?.[1];
    const served = isContentSection(section) && VERSION.test(version) && entry !== undefined && (await app.contentReleases.wasLive(section, version));
    const png = served ? await previewPictures.picture(section, version, entry) : undefined;
    if (png === undefined) return reply.callNotFound();
    return reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').type('image/png').send(png);
  });
}
