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

/** The API's database schema: its tables' types. */
const API_SCHEMA = '^apps/api/src/db/schema(\\.ts$|/)';

/** Files under `from` import nothing under apps/. */
function importsNoApp(name: string, from: string, comment: string): IForbiddenRuleType {
  return { name, comment, severity: 'error', from: { path: from }, to: { path: '^apps/' } };
}

const workspaceRules: IForbiddenRuleType[] = [
  {
    name: 'app-imports-another-app',
    comment:
      "No app imports another app's files: each builds, tests and releases on its own; apps share code through packages/* and reach a remote only through what it exposes at runtime (decision 0022).",
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
  {
    name: 'bench-or-e2e-imports-an-app',
    comment:
      "bench/ and e2e/ measure and drive the built site from outside, as a visitor or a client would: they import nothing from apps/, but for the types of the API's database schema, for the tests that read a site's database.",
    severity: 'error',
    from: { path: '^(bench|e2e)/' },
    to: { path: '^apps/', pathNot: API_SCHEMA },
  },
  {
    name: 'bench-or-e2e-imports-the-schema-code',
    comment: "bench/ and e2e/ may name the API database schema's types (import type), never import it as code.",
    severity: 'error',
    from: { path: '^(bench|e2e)/' },
    to: { path: API_SCHEMA, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'no-circular',
    comment:
      'No module reaches itself through its imports (type-only ones count): a cycle makes the order of loading matter and the pieces impossible to take apart. Move what both sides use into a module of its own that each imports.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'no-orphans',
    comment:
      'A module that imports nothing and that nothing imports is dead code. Exempt are files something else loads by path: type declarations, tests and jest setup files and helpers, Playwright specs, web workers (new Worker(new URL(…))), the shell page template’s font helper and the after-paint script the shell build reads as text.',
    severity: 'error',
    from: {
      orphan: true,
      pathNot: ['\\.d\\.ts$', '/test/setup\\.ts$', '^tooling/jest/', '\\.(test|spec)\\.tsx?$', '-worker\\.ts$', '^apps/shell/src/font-fallback\\.cjs$', '^tooling/webpack/after-paint\\.js$'],
    },
    to: {},
  },
  {
    name: 'runtime-imports-tooling',
    comment:
      "tooling/ holds build configuration and the tools builds run: the code an app or package runs (its src/, tests aside) imports nothing from it; naming a build tool's types (import type) is fine.",
    severity: 'error',
    from: { path: '^(apps|packages)/[^/]+/src/', pathNot: '(\\.test\\.tsx?$|/test/)' },
    to: { path: '^tooling/', dependencyTypesNot: ['type-only'] },
  },
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
