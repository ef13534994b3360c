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

/** Where releases live; the same rule as the API's REMOTES_DIR (apps/api/src/env.ts). */
export function remotesDir(env: NodeJS.ProcessEnv = process.env, root = findRepoRoot()): string {
  if (env.REMOTES_DIR) return path.resolve(env.REMOTES_DIR);
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, 'data');
  return path.join(dataDir, 'remotes');
}

/** The build output of a remote app. */
export function remoteDistDir(name: string, root = findRepoRoot()): string {
  return path.join(root, 'apps', name, 'dist');
}
