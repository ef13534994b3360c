import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// A webpack [contenthash] segment: 8 or more hex digits between `.`, `-` or `_`
// (main.3f2a9c1b.js, 412.0a1b2c3d4e.css, logo-9f8e7d6c.svg).
const CONTENT_HASH = /(?:^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/i;

/** Hashed file names change whenever their content does, so they may be cached forever. */
export function isHashedFile(path: string): boolean {
  return CONTENT_HASH.test(basename(path));
}

/** Cache policy of a file of the shell's build: forever if hashed, else revalidate. */
export function shellCacheControl(path: string): string {
  return isHashedFile(path) ? IMMUTABLE : NO_CACHE;
}
