// Reads the Module Federation options each app's webpack config really produces.
// Node runs this file (it imports webpack configs, which Jest's CommonJS transform
// cannot): `node packages/releases/src/checks/federation-options.ts [root]` prints them as JSON.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRepoRoot } from '../paths.ts';

/** The federated apps: the shell (host) and the remotes. */
export const federatedApps = ['shell', 'books', 'crm', 'account'] as const;

export interface SharedOptions {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  /** The module a build provides, when it is not the package itself (a facade). */
  import?: string | false;
  version?: string;
}

export interface FederationOptions {
  /** The app's folder under apps/. */
  app: string;
  /** Its federation name. */
  name: string;
  exposes: Record<string, string>;
  remotes: Record<string, unknown>;
  shared: Record<string, SharedOptions>;
}

interface PluginLike {
  constructor: { name: string };
  _options?: { name?: string; exposes?: Record<string, string>; remotes?: Record<string, unknown>; shared?: Record<string, SharedOptions> };
}

export async function readFederationOptions(root: string, app: string): Promise<FederationOptions> {
  const configFile = path.join(root, 'apps', app, 'webpack.config.js');
  const module = (await import(pathToFileURL(configFile).href)) as { default: unknown };
  const factory = module.default;
  const config = (typeof factory === 'function' ? factory(undefined, { mode: 'production' }) : factory) as { plugins?: PluginLike[] };
  const plugin = config.plugins?.find((candidate) => candidate?.constructor?.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error(`${configFile} has no ModuleFederationPlugin`);
  const { name = '', exposes = {}, remotes = {}, shared = {} } = plugin._options;
  return { app, name, exposes, remotes, shared };
}

/** The shared singletons and their ranges: tooling/webpack/shared.js, the source of truth. */
export async function readSharedTable(root: string): Promise<Record<string, string>> {
  const module = (await import(pathToFileURL(path.join(root, 'tooling/webpack/shared.js')).href)) as { sharedSingletons: Record<string, string> };
  return module.sharedSingletons;
}

/** A shared module provided from a file of its own (tooling/webpack/shared.js `sharedFacades`). */
export interface SharedFacade {
  file: string;
  /** The names the file exports: all an app may import from the module. */
  exports: string[];
}

/** The shared facades and what each exports, read as the build's check reads them. */
export async function readSharedFacades(root: string): Promise<Record<string, SharedFacade>> {
  const shared = (await import(pathToFileURL(path.join(root, 'tooling/webpack/shared.js')).href)) as { sharedFacades: Record<string, string> };
  const plugin = (await import(pathToFileURL(path.join(root, 'tooling/webpack/shared-modules/facade-imports-plugin.js')).href)) as {
    facadeExports: (file: string) => Set<string>;
  };
  return Object.fromEntries(Object.entries(shared.sharedFacades).map(([request, file]) => [request, { file, exports: [...plugin.facadeExports(file)].sort() }]));
}

export interface FederationFacts {
  table: Record<string, string>;
  facades: Record<string, SharedFacade>;
  apps: FederationOptions[];
}

export async function readFederationFacts(root: string): Promise<FederationFacts> {
  const [table, facades, apps] = await Promise.all([
    readSharedTable(root),
    readSharedFacades(root),
    Promise.all(federatedApps.map((app) => readFederationOptions(root, app))),
  ]);
  return { table, facades, apps };
}

if (import.meta.main) {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : findRepoRoot();
  process.stdout.write(`${JSON.stringify(await readFederationFacts(root))}\n`);
}
