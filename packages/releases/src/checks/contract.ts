// Mechanical checks of the shell/remote contract (packages/shell-contract/README.md):
// what each app's federation config declares, and whether the installed versions of the
// shared singletons satisfy the ranges of tooling/webpack/shared.js.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { exposedRoutes, remoteNames } from '@wtm/shell-contract/runtime-manifest';
import { satisfies, validRange } from 'semver';
import type { FederationOptions, SharedFacade } from './federation-options.ts';

/** The shared table: module request → semver range (tooling/webpack/shared.js). */
export type SharedTable = Record<string, string>;

/** `react/jsx-runtime` → `react`, `@wtm/ui` → `@wtm/ui`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Problems with what the apps declare: the shell is a host that exposes nothing and
 * bakes in no remote; each remote of `remoteNames` is named after its folder and exposes
 * exactly `./routes`; every app shares exactly the table, each entry a strict singleton.
 */
export function checkFederationOptions(apps: readonly FederationOptions[], table: SharedTable): string[] {
  const problems: string[] = [];
  const remotes = apps.filter((app) => Object.keys(app.exposes).length > 0).map((app) => app.app);
  if ([...remotes].sort().join() !== [...remoteNames].sort().join()) {
    problems.push(`the apps exposing modules are [${remotes.join(', ')}], the shell composes [${remoteNames.join(', ')}]`);
  }
  for (const app of apps) {
    const exposed = Object.keys(app.exposes);
    if ((remoteNames as readonly string[]).includes(app.app)) {
      if (app.name !== app.app) problems.push(`apps/${app.app}: federation name "${app.name}" differs from its folder`);
      if (exposed.length !== 1 || exposed[0] !== exposedRoutes) {
        problems.push(`apps/${app.app}: exposes [${exposed.join(', ')}]; a remote exposes exactly ${exposedRoutes}`);
      }
    } else if (exposed.length > 0) {
      problems.push(`apps/${app.app}: a host exposes nothing, found [${exposed.join(', ')}]`);
    }
    if (Object.keys(app.remotes).length > 0) {
      problems.push(`apps/${app.app}: declares remotes at build time [${Object.keys(app.remotes).join(', ')}]; remotes come from /remotes.json`);
    }
    const shared = Object.keys(app.shared).sort();
    const expected = Object.keys(table).sort();
    if (shared.join() !== expected.join()) {
      problems.push(`apps/${app.app}: shares [${shared.join(', ')}], the table has [${expected.join(', ')}]`);
    }
    for (const [request, options] of Object.entries(app.shared)) {
      if (!options.singleton || !options.strictVersion || options.requiredVersion !== table[request]) {
        problems.push(
          `apps/${app.app}: shares ${request} as ${JSON.stringify(options)}; the table says a strict singleton of ${table[request] ?? '(not shared)'}`,
        );
      }
    }
  }
  return problems;
}

function readVersion(packageDir: string): string | undefined {
  const file = path.join(packageDir, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
}

/**
 * The version of `pkg` an app's build bundles as its fallback: the app's own dependency,
 * or (for react-router, which comes with react-router-dom) the copy next to one of its
 * dependencies, as pnpm lays them out.
 */
export function installedVersion(appDir: string, pkg: string): string | undefined {
  const own = readVersion(path.join(appDir, 'node_modules', pkg));
  if (own) return own;
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    const linked = path.join(appDir, 'node_modules', dependency);
    if (!existsSync(linked)) continue;
    const real = realpathSync(linked);
    const storeRoot = path.resolve(real, ...dependency.split('/').map(() => '..'));
    const sibling = readVersion(path.join(storeRoot, pkg));
    if (sibling) return sibling;
  }
  return undefined;
}

/** Problems with installed versions: each app's copy of each shared module satisfies its range. */
export function checkInstalledVersions(root: string, apps: readonly string[], table: SharedTable): string[] {
  const problems: string[] = [];
  for (const app of apps) {
    for (const [request, range] of Object.entries(table)) {
      const pkg = packageOf(request);
      const version = installedVersion(path.join(root, 'apps', app), pkg);
      if (!version) problems.push(`apps/${app}: ${pkg} is not installed (shared ${request} ${range})`);
      else if (validRange(range) === null) problems.push(`apps/${app}: the shared range ${range} of ${request} is not a semver range`);
      else if (!satisfies(version, range)) problems.push(`apps/${app}: ${pkg}@${version} does not satisfy the shared range ${range} of ${request}`);
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/**
 * Problems that would stop an app from building and releasing alone: a dependency on
 * another app's package, or an import of another app's files. Apps talk only through
 * the shared packages and what a remote exposes at runtime (decision 0022).
 */
export function checkAppsIndependent(root: string, apps: readonly string[]): string[] {
  const problems: string[] = [];
  const appsDir = path.join(root, 'apps');
  const appPackages = new Map(
    readdirSync(appsDir)
      .filter((app) => existsSync(path.join(appsDir, app, 'package.json')))
      .map((app) => [(JSON.parse(readFileSync(path.join(appsDir, app, 'package.json'), 'utf8')) as { name: string }).name, app]),
  );
  for (const app of apps) {
    const appDir = path.join(appsDir, app);
    const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const dependency of Object.keys(manifest[field] ?? {})) {
        const other = appPackages.get(dependency);
        if (other && other !== app) problems.push(`apps/${app}: depends on ${dependency} (apps/${other})`);
      }
    }
    for (const file of [...sourceFiles(path.join(appDir, 'src')), path.join(appDir, 'webpack.config.js')]) {
      if (!existsSync(file)) continue;
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const other = specifier!.startsWith('.')
          ? path.relative(appsDir, path.resolve(path.dirname(file), specifier!)).split(path.sep)[0]
          : appPackages.get(specifier!.split('/').slice(0, 2).join('/'));
        if (other && other !== app && !other.startsWith('..') && existsSync(path.join(appsDir, other))) {
          problems.push(`apps/${app}: ${path.relative(root, file)} imports ${specifier} (apps/${other})`);
        }
      }
    }
  }
  return problems;
}

const STATEMENT = /\b(import|export)\s+(type\s+)?([\w$*{][^;]*?)\s+from\s*['"]([^'"]+)['"]/g;

/**
 * The names an import/export clause takes from its module (a default import takes
 * `default`), or why it takes it whole.
 */
function importedNames(clause: string): { names: string[]; whole?: string } {
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
  if (/^\*/.test(outside) || /\s\*/.test(outside)) return { names: [], whole: 'a namespace import (* as)' };
  const names = (braces?.[1] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith('type '))
    .map((item) => item.split(/\s+as\s+/)[0]!.trim());
  return { names: outside ? ['default', ...names] : names };
}

/**
 * Problems with the shared facades (tooling/webpack/shared.js `sharedFacades`): every app
 * provides the facade file under the package's name and a version in the table's range,
 * and no source file of an app or a package takes from the module a name the facade does
 * not export (a federated build fails on it too: SharedFacadeImportsPlugin). In the
 * browser such a name would be `undefined`.
 */
export function checkSharedFacades(
  root: string,
  apps: readonly FederationOptions[],
  table: SharedTable,
  facades: Record<string, SharedFacade>,
): string[] {
  const problems: string[] = [];
  for (const [request, facade] of Object.entries(facades)) {
    for (const app of apps) {
      const options = app.shared[request];
      if (options?.import !== facade.file) problems.push(`apps/${app.app}: provides ${request} from ${String(options?.import ?? 'the package')}, not ${facade.file}`);
      const range = table[request];
      if (!options?.version || !range || !satisfies(options.version, range)) {
        problems.push(`apps/${app.app}: provides ${request} as version ${options?.version ?? '(none)'}, outside the table's ${range ?? '(not shared)'}`);
      }
    }
  }
  const dirs = ['apps', 'packages'].flatMap((group) =>
    existsSync(path.join(root, group)) ? readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')) : [],
  );
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const [, , typeOnly, clause, request] of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      const facade = facades[request!];
      if (!facade || typeOnly) continue;
      const { names, whole } = importedNames(clause!);
      const where = path.relative(root, file);
      if (whole) problems.push(`${where}: ${whole} of ${request}; import named exports`);
      for (const name of names) {
        if (!facade.exports.includes(name)) problems.push(`${where}: imports ${name} from ${request}, which the shared facade does not export`);
      }
    }
  }
  return problems;
}
