import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The monorepo root: the nearest folder at or above `start` holding pnpm-workspace.yaml.
 * Outside the monorepo (say, the API copied alone into an image) it is `start` itself,
 * so defaults stay predictable instead of failing.
 */
export function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}
