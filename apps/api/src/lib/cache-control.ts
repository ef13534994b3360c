import { IMMUTABLE, isHashedFile } from '@wtm/releases';

export { IMMUTABLE, isHashedFile };
export const NO_CACHE = 'no-cache';

/** Cache policy of a file of the shell's build: forever if hashed, else revalidate. */
export function shellCacheControl(path: string): string {
  return isHashedFile(path) ? IMMUTABLE : NO_CACHE;
}
