import { contentType } from 'mime-types';

const ENCODINGS: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

/**
 * How a file of a build is described to a browser: `main.js.br` is JavaScript, sent
 * with `Content-Encoding: br` (the pre-compressed siblings a build writes).
 */
export function describeFile(file: string): { contentType: string; contentEncoding: string | undefined } {
  const extension = /\.(br|gz)$/.exec(file)?.[0];
  const base = extension === undefined ? file : file.slice(0, -extension.length);
  const name = base.split('/').at(-1) ?? base;
  return {
    contentType: contentType(name.includes('.') ? name : '') || 'application/octet-stream',
    contentEncoding: extension === undefined ? undefined : ENCODINGS[extension],
  };
}

/** Release files never change under their name: caches may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
