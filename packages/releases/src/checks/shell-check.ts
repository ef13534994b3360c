import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Paths index.html may name that are no file of the build: the API answers them. */
const SERVED_BY_THE_API = new Set(['remotes.json']);

/**
 * Checks a shell build before it is released: it has an index.html, and every script,
 * style sheet, preload and icon that page names on this origin is a file of the build,
 * so a released page never asks for a file that no release holds.
 */
export async function checkShellBuild(distDir: string): Promise<void> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`${distDir} holds no index.html: build the shell first (pnpm --filter @wtm/shell build).`);
  }
  const problems: string[] = [];
  // Scripts, links and images only: an <a href> names a page, which the API serves.
  for (const [, url] of html.matchAll(/<(?:script|link|img)\b[^>]*?\s(?:src|href)="([^"]+)"/g)) {
    if (!url!.startsWith('/') || url!.startsWith('//')) continue;
    const file = decodeURIComponent(url!.slice(1).split(/[?#]/)[0]!);
    if (SERVED_BY_THE_API.has(file)) continue;
    const inside = path.resolve(distDir, file);
    const found = inside.startsWith(path.resolve(distDir) + path.sep) && (await stat(inside).then((info) => info.isFile(), () => false));
    if (!found) problems.push(`index.html names /${file}, which is missing`);
  }
  if (problems.length > 0) {
    throw new Error(`${distDir} is not a releasable build of the shell:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}
