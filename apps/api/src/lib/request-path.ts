import { isAbsolute, relative, sep } from 'node:path';

/**
 * The decoded path of a request URL, as the router sees it: `/%61pi/x` is `/api/x`.
 * Prefix checks (XSRF, SPA fallback) must run on this form, or an encoded letter would
 * slip a request past them. Undecodable paths give undefined.
 */
export function decodedPath(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/** True when `path` is `prefix` itself or lies below it (`/api` matches `/api/x`, not `/apix`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True when the file system path `path` lies inside the folder `folder`. */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
