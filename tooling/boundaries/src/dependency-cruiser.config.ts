// The import boundaries of the monorepo (docs/decisions/0022), checked on resolved paths
// by dependency-cruiser in `pnpm lint`. Paths are relative to the folder it runs in: the
// repository root (the lint script), or a fixture tree in the tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getAvailableTranspilers, type IConfiguration, type IForbiddenRuleType } from 'dependency-cruiser';
import { apiLayerRules } from './api-layers.ts';

// TypeScript 7 has no JavaScript API, so swc reads the sources. Without it
// dependency-cruiser would skip every .ts file and find nothing wrong.
if (!getAvailableTranspilers().some((transpiler) => transpiler.name === 'swc' && transpiler.available)) {
  throw new Error('dependency-cruiser cannot load @swc/core, so it would read no TypeScript file: run pnpm install');
}

const appsDir = path.resolve(import.meta.dirname, '../../../apps');
/** `@wtm/shell`, `@wtm/books`, …: importing one of these is importing an app. */
const appPackages = readdirSync(appsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => (JSON.parse(readFileSync(path.join(appsDir, entry.name, 'package.json'), 'utf8')) as { name: string }).name);
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const appPackageName = `^(${appPackages.map(escape).join('|')})(/|$)`;

/** Files under `from` import nothing under apps/. */
function importsNoApp(name: string, from: string, comment: string): IForbiddenRuleType {
  return { name, comment, severity: 'error', from: { path: from }, to: { path: '^apps/' } };
}

const workspaceRules: IForbiddenRuleType[] = [
  {
    name: 'app-imports-another-app',
    comment:
      "No app imports another app's files: each builds, tests and releases on its own; apps share code through packages/* and reach a remote only through what it exposes at runtime (ARCHITECTURE.md).",
    severity: 'error',
    from: { path: '^apps/([^/]+)/' },
    to: { path: '^apps/', pathNot: '^apps/$1/' },
  },
  importsNoApp('package-imports-an-app', '^packages/', 'packages/* are shared by the apps and depend on none of them (STYLE.md, Boundaries).'),
  importsNoApp(
    'tooling-imports-an-app',
    '^tooling/',
    "tooling/* (shared configs, release and PDF tools) reads apps' builds and configs at run time, never imports their files.",
  ),
  importsNoApp(
    'bench-or-e2e-imports-an-app',
    '^(bench|e2e)/',
    'bench/ and e2e/ measure and drive the built site from outside, as a visitor or a client would: they import nothing from apps/.',
  ),
  {
    name: 'import-of-an-app-package',
    comment: "An app's package name is no dependency anyone may take: apps are deployed, not imported.",
    severity: 'error',
    from: {},
    to: { couldNotResolve: true, path: appPackageName },
  },
];

const config: IConfiguration = {
  forbidden: [...workspaceRules, ...apiLayerRules],
  options: {
    // swc reports `import type` as well (a layer that names another's types depends on
    // it); tsPreCompilationDeps would ask for the TypeScript API, which 7 lacks.
    parser: 'swc',
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results|reports|\\.turbo)/|/src/generated/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

export default config;
