// Pictures editors upload (docs/decisions/0057): checked by what the bytes are (sharp reads
// them; the Content-Type a browser sends is not believed), turned upright, stripped of
// their metadata (a phone's photo carries where it was taken), and stored in the release
// store as AVIF and WebP at each width of pictureWidths, under an id from their hash.
import { createHash } from 'node:crypto';
import { PICTURE_FORMATS, PICTURE_MAX_SIDE, PICTURE_MIN_SIDE, pictureWidths, storedSizeOf, type ContentPicture } from '@wtm/contract/content';
import type { FileStore } from '@wtm/releases';
import sharp, { type Metadata } from 'sharp';
import type { Executor } from '../../db/schema.ts';
import { insertAuditLine } from '../../repositories/content-audit.repository.ts';

/** A stored picture: its id and the size of its largest file. */
export type StoredPicture = Pick<ContentPicture, 'id' | 'width' | 'height'>;

export type PictureUpload = { kind: 'stored'; picture: StoredPicture; fresh: boolean } | { kind: 'refused'; status: 400 | 415; message: string };

export const ACCEPTED_PICTURES = 'Upload a JPEG, PNG, WebP or AVIF picture.';
const DAMAGED = `This file is no picture this site can read, or it is damaged. ${ACCEPTED_PICTURES}`;

/** The folder of a picture's files; its `picture.json`, written last, marks it whole. */
const folderOf = (id: string) => `content/pictures/${id}/`;
const recordKey = (id: string) => `${folderOf(id)}picture.json`;
export const pictureFileKey = (id: string, file: string) => `${folderOf(id)}${file}`;

/** The picture's stored size, or undefined when no whole picture has that id. */
export async function storedPicture(store: FileStore, id: string): Promise<StoredPicture | undefined> {
  const body = await store.read(recordKey(id));
  return body === undefined ? undefined : (JSON.parse(body.toString('utf8')) as StoredPicture);
}

function typeProblem(metadata: Metadata): string | undefined {
  const { format, compression } = metadata;
  if (format === 'jpeg' || format === 'png' || format === 'webp' || (format === 'heif' && compression === 'av1')) return undefined;
  const named = format === 'heif' ? 'HEIC' : format === 'svg' ? 'an SVG drawing' : format.toUpperCase();
  return `This file is ${named}, which pages do not show as a picture. ${ACCEPTED_PICTURES}`;
}

/** Checks and stores an upload; the same bytes again give the same picture, stored once. */
export async function storePictureUpload(store: FileStore, bytes: Buffer): Promise<PictureUpload> {
  if (bytes.length === 0) return { kind: 'refused', status: 400, message: `The upload is empty. ${ACCEPTED_PICTURES}` };
  const id = `p-${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}`;
  const known = await storedPicture(store, id);
  if (known !== undefined) return { kind: 'stored', picture: known, fresh: false };

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { kind: 'refused', status: 400, message: DAMAGED };
  }
  const refusedType = typeProblem(metadata);
  if (refusedType !== undefined) return { kind: 'refused', status: 415, message: refusedType };
  const { width, height } = metadata.autoOrient;
  if (Math.min(width, height) < PICTURE_MIN_SIDE || Math.max(width, height) > PICTURE_MAX_SIDE) {
    return { kind: 'refused', status: 400, message: `This picture is ${width} × ${height} pixels: pictures are ${PICTURE_MIN_SIDE} to ${PICTURE_MAX_SIDE} pixels on each side.` };
  }

  const size = storedSizeOf(width, height);
  let files: { key: string; body: Buffer }[];
  try {
    files = await encodedFiles(bytes, id, size.width);
  } catch {
    return { kind: 'refused', status: 400, message: DAMAGED };
  }
  for (const file of files) await store.put(file.key, file.body);
  const picture: StoredPicture = { id, ...size };
  await store.put(recordKey(id), JSON.stringify(picture));
  return { kind: 'stored', picture, fresh: true };
}

// One decode, upright, a file per width and format. A truncated or corrupt file fails here
// (`failOn: 'error'`), before anything is stored.
async function encodedFiles(bytes: Buffer, id: string, storedWidth: number): Promise<{ key: string; body: Buffer }[]> {
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: PICTURE_MAX_SIDE * PICTURE_MAX_SIDE }).rotate();
  const files: { key: string; body: Buffer }[] = [];
  for (const width of pictureWidths(storedWidth)) {
    const resized = upright.clone().resize({ width, withoutEnlargement: true });
    for (const format of PICTURE_FORMATS) {
      const encoded = format === 'avif' ? resized.clone().avif({ quality: 55, effort: 3 }) : resized.clone().webp({ quality: 80 });
      files.push({ key: pictureFileKey(id, `${width}.${format}`), body: await encoded.toBuffer() });
    }
  }
  return files;
}

/** An editor's upload to a section: stored as above, and a first upload of a file audited. */
export async function uploadContentPicture(db: Executor, store: FileStore, editor: { id: string; email: string }, section: string, bytes: Buffer): Promise<PictureUpload> {
  const upload = await storePictureUpload(store, bytes);
  if (upload.kind === 'stored' && upload.fresh) {
    const after = JSON.stringify({ ...upload.picture, bytes: bytes.length });
    await insertAuditLine(db, { at: Date.now(), actor_id: editor.id, actor_email: editor.email, action: 'upload-picture', section, entry: null, before: null, after });
  }
  return upload;
}
