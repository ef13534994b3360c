import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// The shared singletons of the site and the version ranges every app agrees on.
// This table is part of the shell/remote contract (packages/shell-contract/README.md):
// a remote built against these ranges can be loaded by any shell built against them.
export const sharedSingletons = {
  react: '^19.0.0',
  'react/jsx-runtime': '^19.0.0',
  'react/jsx-dev-runtime': '^19.0.0',
  'react-dom': '^19.0.0',
  'react-dom/client': '^19.0.0',
  'react-router-dom': '^7.0.0',
  'react-router': '^7.0.0',
  'react-redux': '^9.0.0',
  '@reduxjs/toolkit': '^2.0.0',
  'styled-components': '^6.1.0',
  '@wtm/ui': '^0.1.3',
  '@wtm/api-client': '^0.1.0',
  '@wtm/contract': '^0.1.0',
  '@wtm/shell-contract': '^0.1.0',
};

/**
 * Shared modules a build provides from a file of its own instead of the whole package
 * (request → file in shared-modules/): a shared module cannot be tree-shaken, so sharing
 * the whole package sent every first visit all of it
 * (docs/decisions/0015-first-visit-weight.md). Each file re-exports the part of the
 * package the contract allows; webpack drops the rest. Apps still import from the
 * package's name; SharedFacadeImportsPlugin fails a build that imports a name the file
 * does not export, and the release platform's contract test (packages/releases) fails too.
 * - `react-router-dom`: the declarative, client-side API (no server runtime, no data
 *   router), from react-router's production build.
 * - `react-redux`: the hooks and `Provider` (no `connect`).
 * - `@reduxjs/toolkit`: `configureStore` and `createSlice`.
 * - `styled-components`: `styled` (default), `css`, `keyframes`, `createGlobalStyle`,
 *   `ThemeProvider`, `useTheme` (no server-side rendering, no StyleSheetManager).
 */
export const sharedFacades = {
  'react-router-dom': fileURLToPath(new URL('./shared-modules/react-router-dom.js', import.meta.url)),
  'react-redux': fileURLToPath(new URL('./shared-modules/react-redux.js', import.meta.url)),
  '@reduxjs/toolkit': fileURLToPath(new URL('./shared-modules/redux-toolkit.js', import.meta.url)),
  'styled-components': fileURLToPath(new URL('./shared-modules/styled-components.js', import.meta.url)),
};

/**
 * The facades of the server builds (server-config.js): the browser's names plus what
 * rendering on Node needs, `StaticRouter` and `ServerStyleSheet`. Only the shell's
 * server entry (apps/shell/server) imports those; remotes keep to the browser's names,
 * since their `./routes` runs in the browser too (docs/decisions/0029).
 */
export const serverFacades = {
  ...sharedFacades,
  'react-router-dom': fileURLToPath(new URL('./shared-modules/server/react-router-dom.js', import.meta.url)),
  'styled-components': fileURLToPath(new URL('./shared-modules/server/styled-components.js', import.meta.url)),
};

/**
 * What the facade files import from: a specifier of their own, never the shared request
 * (that would consume the shared module, i.e. the facade itself), aliased to a file of
 * the package as the app installed it (`packages`: the chain of dependencies to follow
 * from the app). react-router: its production build (its export map only offers the
 * development build, which keeps the dev warnings).
 */
const facadeSources = {
  'wtm-react-router-production': { packages: ['react-router-dom', 'react-router'], file: 'dist/production/index.mjs' },
  'wtm-react-redux': { packages: ['react-redux'], file: 'dist/react-redux.mjs' },
  'wtm-redux-toolkit': { packages: ['@reduxjs/toolkit'], file: 'dist/redux-toolkit.modern.mjs' },
  'wtm-styled-components': { packages: ['styled-components'], file: 'dist/styled-components.browser.esm.js' },
};

/** On Node, styled-components' own Node build: its browser build cannot collect styles. */
const serverFacadeSources = {
  ...facadeSources,
  'wtm-styled-components': { packages: ['styled-components'], file: 'dist/styled-components.esm.js' },
};

/**
 * webpack `resolve.alias` of the app in `appDir`: each facade source → its file.
 * @param {string} appDir
 * @param {'browser' | 'server'} [target]
 */
export function facadeAliases(appDir, target = 'browser') {
  return Object.fromEntries(
    Object.entries(target === 'server' ? serverFacadeSources : facadeSources).map(([specifier, { packages, file }]) => {
      let from = path.join(appDir, 'package.json');
      for (const name of packages) from = createRequire(from).resolve(`${name}/package.json`);
      return [`${specifier}$`, path.join(path.dirname(from), file)];
    }),
  );
}

/** A facade is provided under its package's name and version (the file has neither). */
function providedModule(name, appDir, facades) {
  const file = facades[name];
  if (!file) return {};
  const { version } = createRequire(path.join(appDir, 'package.json'))(`${name}/package.json`);
  return { import: file, version };
}

/**
 * Module Federation `shared` option of the app in `appDir`: every entry a strict
 * singleton. The server build shares the same table, with the server facades.
 * @param {string} [appDir]
 * @param {'browser' | 'server'} [target]
 */
export function sharedConfig(appDir = process.cwd(), target = 'browser') {
  const facades = target === 'server' ? serverFacades : sharedFacades;
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, range]) => [
      name,
      { singleton: true, requiredVersion: range, strictVersion: true, ...providedModule(name, appDir, facades) },
    ]),
  );
}
