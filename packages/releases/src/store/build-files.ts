import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file of a build folder, relative with `/`, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A release id from the package version and the build's content: same build, same id. */
export async function computeVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file).update('\0').update(await readFile(path.join(distDir, file))).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

// A webpack [contenthash] segment: 8 or more hex digits between `.`, `-` or `_`
// (main.3f2a9c1b.js, 412.0a1b2c3d4e.css, logo-9f8e7d6c.svg).
const CONTENT_HASH = /(?:^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/i;

/** A file whose name carries its content hash: its name changes whenever its content does. */
export function isHashedFile(file: string): boolean {
  return CONTENT_HASH.test(path.posix.basename(file));
}
