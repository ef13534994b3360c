// Pictures in content: an editor uploads one (POST /api/content/{section}/pictures), the
// API stores it in the release store as AVIF and WebP at the standard widths up to its
// own, and a content field holds its id, intrinsic size and alt text. Pages draw it with
// <picture> and srcset from these helpers alone, so no page reads the store to show one.
// No schema here: pages import this module (@wtm/contract/content-pictures), and yup is
// not part of a visitor's download. The field's schema is content-fields.ts's contentPicture.

/** An uploaded picture's id: `p-` and 20 hex digits of the SHA-256 of the uploaded bytes. */
export const PICTURE_ID = /^p-[0-9a-f]{20}$/;
/** The widths pictures are stored at, when the picture is at least that wide. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The widest a picture is stored: wider uploads are scaled down to it. */
export const PICTURE_MAX_WIDTH = 1920;
/** The smallest and largest side an upload may have, in pixels. */
export const PICTURE_MIN_SIDE = 16;
export const PICTURE_MAX_SIDE = 8000;
/** The longest upload, in bytes. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** What each picture is stored as, best first (the order of a <picture>'s sources). */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const ALT_TEXT_MAX = 200;

/** A picture as content holds it: the widths it is stored at follow from `width`. */
export interface ContentPicture {
  id: string;
  alt: string;
  /** The stored picture's largest width and its height at that width, in pixels. */
  width: number;
  height: number;
}

/** The widths a picture of this (stored) width is kept at: the standard ones below it, and itself. */
export function pictureWidths(width: number): number[] {
  const top = Math.min(Math.round(width), PICTURE_MAX_WIDTH);
  return [...PICTURE_WIDTHS.filter((standard) => standard < top), top];
}

/** The size a picture is stored at: at most {@link PICTURE_MAX_WIDTH} wide, its proportions kept. */
export function storedSizeOf(width: number, height: number): { width: number; height: number } {
  if (width <= PICTURE_MAX_WIDTH) return { width, height };
  return { width: PICTURE_MAX_WIDTH, height: Math.max(1, Math.round((height * PICTURE_MAX_WIDTH) / width)) };
}

/** Where one stored file of a picture is served. */
export const picturePath = (id: string, width: number, format: PictureFormat) => `/content/pictures/${id}/${width}.${format}`;

/** A `srcset` of one format: every stored width with its `w` descriptor. */
export const pictureSrcSet = (picture: Pick<ContentPicture, 'id' | 'width'>, format: PictureFormat) =>
  pictureWidths(picture.width)
    .map((width) => `${picturePath(picture.id, width, format)} ${width}w`)
    .join(', ');

/** What an <img> inside a <picture> needs: WebP in the <img>, AVIF as the first <source>. */
export function pictureSources(picture: ContentPicture) {
  const widths = pictureWidths(picture.width);
  return {
    src: picturePath(picture.id, widths.find((width) => width >= 640) ?? widths.at(-1)!, 'webp'),
    srcSet: pictureSrcSet(picture, 'webp'),
    sources: [{ type: 'image/avif', srcSet: pictureSrcSet(picture, 'avif') }],
    width: picture.width,
    height: picture.height,
    alt: picture.alt,
  };
}
