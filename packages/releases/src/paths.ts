import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root: the nearest folder upwards holding pnpm-workspace.yaml. */
export function findRepoRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The build output of an app (the shell or a remote) in this checkout. */
export function appDistDir(name: string, root = findRepoRoot()): string {
  return path.join(root, 'apps', name, 'dist');
}
