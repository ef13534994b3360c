// Reads the Module Federation options each app's webpack config really produces.
// Node runs this file (it imports webpack configs, which Jest's CommonJS transform
// cannot): `node tooling/release/src/federation-options.ts [root]` prints them as JSON.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRepoRoot } from './paths.ts';

/** The federated apps: the shell (host) and the remotes. */
export const federatedApps = ['shell', 'books', 'crm', 'account'] as const;

export interface SharedOptions {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
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

export interface FederationFacts {
  table: Record<string, string>;
  apps: FederationOptions[];
}

export async function readFederationFacts(root: string): Promise<FederationFacts> {
  const [table, apps] = await Promise.all([readSharedTable(root), Promise.all(federatedApps.map((app) => readFederationOptions(root, app)))]);
  return { table, apps };
}

if (import.meta.main) {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : findRepoRoot();
  process.stdout.write(`${JSON.stringify(await readFederationFacts(root))}\n`);
}
