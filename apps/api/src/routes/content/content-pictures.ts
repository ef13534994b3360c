import { contentSectionParamsSchema, PICTURE_MAX_BYTES, pictureWidths, type ContentSection } from '@wtm/contract/content';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requireEditor } from '../../plugins/app/auth.ts';
import { ACCEPTED_PICTURES, uploadContentPicture } from '../../services/content/content-pictures.service.ts';
import { apiResponses, described } from '../answer-schemas.ts';
import { pictureAnswer } from './answers.ts';

const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'];
const NOT_BYTES = `Send the picture's bytes as the body, with its type (image/jpeg, image/png, image/webp or image/avif). ${ACCEPTED_PICTURES}`;
const TOO_LARGE = `This file is over ${PICTURE_MAX_BYTES / 1024 / 1024} MB: pictures are at most that. Save it smaller, or as a JPEG or WebP.`;

/**
 * `POST /api/content/{section}/pictures`: an editor's picture upload, the file's bytes as
 * the body (its own Content-Type). A plugin of its own: the raw-bytes parser and the
 * larger body limit apply to this route only.
 */
export async function contentPictureRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ statusCode: 413, message: TOO_LARGE });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ statusCode: 415, message: NOT_BYTES });
    throw error; // the site's error handler answers the rest
  });

  app.post<{ Params: { section: ContentSection }; Body: Buffer }>(
    '/:section/pictures',
    {
      preValidation: requireEditor,
      bodyLimit: PICTURE_MAX_BYTES,
      schema: {
        summary: 'Upload a picture for content (editors)',
        description: `The file's bytes as the body, with its type. JPEG, PNG, WebP and AVIF pictures of 16 to 8000 pixels a side and up to ${PICTURE_MAX_BYTES / 1024 / 1024} MB are stored as AVIF and WebP at 320, 640, 960, 1280 and 1920 pixels wide (those below its own width, and its own up to 1920), served at \`/content/pictures/{id}/{width}.{avif|webp}\`. A content field then names the picture by its id. What the bytes are decides, not the Content-Type: an SVG or any other kind is a 415, a damaged file a 400. The same file again gives the same id.`,
        tags: ['Content'],
        operationId: 'uploadContentPicture',
        consumes: UPLOAD_TYPES,
        params: contentSectionParamsSchema,
        response: apiResponses(described('The stored picture.', pictureAnswer), { 400: 'Empty, damaged, or too small or large a picture.', 403: 'The caller is not an editor (an administrator grants it).', 413: TOO_LARGE, 415: 'Not a JPEG, PNG, WebP or AVIF picture.' }, 201),
      },
    },
    async (request, reply) => {
      // A JSON or form body reaches here parsed by the site's own parsers: not a file.
      if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ statusCode: 415, message: NOT_BYTES });
      const bytes = request.body;
      const upload = await uploadContentPicture(app.db, app.releases.store, request.user!, request.params.section, bytes);
      if (upload.kind === 'refused') return reply.code(upload.status).send({ statusCode: upload.status, message: upload.message });
      return reply.code(201).send({ ...upload.picture, widths: pictureWidths(upload.picture.width) });
    },
  );
}
