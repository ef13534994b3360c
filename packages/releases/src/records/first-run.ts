import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReleaseLog } from '../log.ts';
import { releaseNames, type ReleaseName } from '../release-names.ts';
import type { BuildToRelease, ReleasesService } from './releases.service.ts';

/** The builds of this checkout an instance releases on its first run: the shell's (SHELL_DIR) and each remote's. */
export interface FirstRunFolders {
  firstRunShell: string;
  firstRunRemotes: Record<string, string>;
}

/** The builds of this checkout that are there to release: a shell with its page, remotes with their manifest. */
async function firstRunBuilds(config: FirstRunFolders): Promise<BuildToRelease[]> {
  const builds: BuildToRelease[] = [];
  for (const name of releaseNames) {
    const distDir = name === 'shell' ? config.firstRunShell : config.firstRunRemotes[name]!;
    if (!existsSync(join(distDir, name === 'shell' ? 'index.html' : 'mf-manifest.json'))) continue;
    builds.push({ name, distDir, packageVersion: await packageVersionNextTo(distDir) });
  }
  return builds;
}

/** The version in the package.json beside a build folder (apps/<name>/dist → apps/<name>), if any. */
async function packageVersionNextTo(distDir: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(join(distDir, '..', 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * On an empty store only (the first run), the builds of this checkout go live; a later
 * start changes nothing and logs which of its builds differ from what is live.
 */
export async function releaseOnFirstRun(releases: ReleasesService, config: FirstRunFolders, log: ReleaseLog): Promise<void> {
  const builds = await firstRunBuilds(config);
  const released = await releases.releaseIfEmpty(builds);
  if (released.length > 0) {
    log.info({ released: Object.fromEntries(released.map((live) => [live.name, live.version])) }, 'first run: released the builds of this checkout');
    return;
  }
  // Later starts change nothing; say which builds here differ from what is live.
  const live = new Map<ReleaseName, string>((await releases.readLive()).releases.map((record) => [record.name, record.version]));
  for (const build of builds) {
    const version = await releases.versionOf(build).catch(() => undefined);
    if (version !== undefined && live.get(build.name) !== version) {
      log.info({ name: build.name, build: version, live: live.get(build.name) ?? null }, `this checkout's ${build.name} build is not live: pnpm release ${build.name} makes it so`);
    }
  }
}
