// The builds of this checkout (pnpm build), as releases to prerender with: each remote's
// dist/ is its release folder, served under /remotes/<name>/<version>/ as a release would be.
import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { RemoteInput } from '../prerender/release-inputs.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
export const shellDir = path.join(root, 'apps/shell/dist');
export const remoteDir = (name: RemoteName) => path.join(root, 'apps', name, 'dist');

export const builtRemotes = (): Partial<Record<RemoteName, RemoteInput>> =>
  Object.fromEntries(
    (['books', 'crm', 'account'] as const).map((name) => [
      name,
      { release: { version: `${name}-test`, entry: `/remotes/${name}/${name}-test/mf-manifest.json`, releasedAt: '2026-11-26T00:00:00.000Z' }, dir: remoteDir(name) },
    ]),
  );

/**
 * A books release whose pages throw while rendering: the real build's files, with a
 * server container that hands out its `./routes` with a default component that throws
 * (its `publicPages` untouched, so the prerender tries every page).
 */
export async function throwingBooksRelease(into: string): Promise<string> {
  const dir = path.join(into, 'books-throwing');
  await cp(remoteDir('books'), dir, { recursive: true });
  const real = path.join(dir, 'server', 'remoteEntry.cjs');
  await cp(real, path.join(dir, 'server', 'real-remoteEntry.cjs'));
  await writeFile(
    real,
    `const books = require('./real-remoteEntry.cjs').books;
module.exports.books = {
  init: (...args) => books.init(...args),
  get: async (request) => {
    const factory = await books.get(request);
    return () => ({ ...factory(), default: function BrokenBooks() { throw new Error('The Books content could not be read'); } });
  },
};
`,
  );
  return dir;
}
