import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentDocument } from './content-document.ts';

/** The file a build carries its section's bundled content in: the seed of the store's first content version. */
export const CONTENT_SEED_FILE = 'content-seed.json';
/** The JSON Schema of its section's content the build renders (checked against the live content at release). */
export const CONTENT_SCHEMA_FILE = 'content-schema.json';

/** The build's bundled content of its section, or undefined when it carries none (an older build, or no content types). */
export async function readContentSeed(distDir: string, section: string): Promise<ContentDocument | undefined> {
  let text: string;
  try {
    text = await readFile(join(distDir, CONTENT_SEED_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const seed = JSON.parse(text) as ContentDocument;
  if (seed.section !== section || typeof seed.entries !== 'object' || seed.entries === null) {
    throw new Error(`${join(distDir, CONTENT_SEED_FILE)} is no content of the ${section} section`);
  }
  return seed;
}
