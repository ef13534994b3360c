import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { exposedRoutes } from '@wtm/shell-contract/runtime-manifest';

/** The parts of a Module Federation `mf-manifest.json` a release relies on. */
interface FederationManifest {
  name?: string;
  metaData?: {
    name?: string;
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: { buildVersion?: string };
  };
  shared?: { name?: string; singleton?: boolean; assets?: Assets }[];
  exposes?: { path?: string; name?: string; assets?: Assets }[];
}

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** What a release learns from a checked build. */
export interface CheckedBuild {
  /** The package version the build was made from (mf-manifest buildInfo), if recorded. */
  buildVersion: string | undefined;
  /** The container script, relative to the build folder. */
  remoteEntry: string;
}

export class InvalidBuildError extends Error {
  readonly problems: string[];

  constructor(distDir: string, name: string, problems: string[]) {
    super(`${distDir} is not a releasable build of the ${name} remote:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidBuildError';
    this.problems = problems;
  }
}

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

function assetFiles(assets: Assets | undefined): string[] {
  return [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((list) => list ?? []);
}

/**
 * Checks a remote's build before it is released (packages/shell-contract/README.md):
 * its mf-manifest.json names this remote, exposes exactly `./routes`, resolves its files
 * next to itself (publicPath 'auto'), shares only singletons, and every file it lists
 * (the container entry, exposed and shared chunks) is in the folder. A release that
 * passes can still fail in a browser (a bundle that throws): the shell's boundary and
 * `pnpm rollback` cover that.
 */
export async function checkBuild(distDir: string, name: string): Promise<CheckedBuild> {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  let text: string;
  try {
    text = await readFile(manifestFile, 'utf8');
  } catch {
    throw new Error(`${distDir} holds no mf-manifest.json: build the ${name} remote first (pnpm --filter @wtm/${name} build).`);
  }
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(text) as FederationManifest;
  } catch {
    throw new InvalidBuildError(distDir, name, ['mf-manifest.json is not valid JSON']);
  }

  const problems: string[] = [];
  const builtName = manifest.name ?? manifest.metaData?.name;
  if (builtName !== name) problems.push(`mf-manifest.json names the remote "${builtName ?? '(none)'}", not "${name}"`);

  const exposed = (manifest.exposes ?? []).map((entry) => entry.path ?? `./${entry.name ?? '?'}`);
  if (exposed.length !== 1 || exposed[0] !== exposedRoutes) {
    problems.push(`it exposes [${exposed.join(', ')}]; a remote exposes exactly ${exposedRoutes}`);
  }

  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== 'auto' && !manifest.metaData?.getPublicPath) {
    problems.push(`it was built with publicPath "${publicPath ?? '(none)'}"; a release folder needs publicPath 'auto'`);
  }

  const entry = manifest.metaData?.remoteEntry;
  const remoteEntry = path.posix.join(entry?.path ?? '', entry?.name ?? '');
  if (!entry?.name) problems.push('mf-manifest.json names no remoteEntry');

  for (const shared of manifest.shared ?? []) {
    if (shared.singleton !== true) problems.push(`it shares ${shared.name ?? '?'} as a non-singleton; every shared module is a singleton (tooling/webpack/shared.js)`);
  }

  const listed = [
    ...(entry?.name ? [remoteEntry] : []),
    ...(manifest.exposes ?? []).flatMap((entry) => assetFiles(entry.assets)),
    ...(manifest.shared ?? []).flatMap((entry) => assetFiles(entry.assets)),
  ];
  for (const file of new Set(listed)) {
    const inside = path.resolve(distDir, file);
    if (!inside.startsWith(path.resolve(distDir) + path.sep)) problems.push(`mf-manifest.json lists ${file}, outside the build folder`);
    else if (!(await exists(inside))) problems.push(`mf-manifest.json lists ${file}, which is missing`);
  }

  if (problems.length > 0) throw new InvalidBuildError(distDir, name, problems);
  return { buildVersion: manifest.metaData?.buildInfo?.buildVersion, remoteEntry };
}
