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
  '@wtm/ui': '^0.1.0',
  '@wtm/api-client': '^0.1.0',
  '@wtm/contract': '^0.1.0',
  '@wtm/shell-contract': '^0.1.0',
};

/**
 * Shared modules a build provides from a file of its own instead of the whole package
 * (request → file). `react-router-dom`: the client-side API only: shared whole, a
 * module cannot be tree-shaken, and every first visit downloaded all of react-router,
 * server runtime included (issue 7, docs/decisions/0015-first-visit-weight.md). Apps
 * still import from 'react-router-dom'; SharedFacadeImportsPlugin fails a build that
 * imports a name the file does not export.
 */
export const sharedFacades = {
  'react-router-dom': fileURLToPath(new URL('./shared-modules/react-router-dom.js', import.meta.url)),
};

/**
 * Where the router facade's specifier points: react-router's production build (its
 * export map only offers the development build, which keeps the dev warnings).
 */
export function routerFacadeAliases(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const routerRequire = createRequire(appRequire.resolve('react-router-dom/package.json'));
  const routerDir = path.dirname(routerRequire.resolve('react-router/package.json'));
  return { 'wtm-react-router-production$': path.join(routerDir, 'dist/production/index.mjs') };
}

/** A facade is provided under its package's name and version (the file has neither). */
function providedModule(name, appDir) {
  const file = sharedFacades[name];
  if (!file) return {};
  const { version } = createRequire(path.join(appDir, 'package.json'))(`${name}/package.json`);
  return { import: file, version };
}

/** Module Federation `shared` option of the app in `appDir`: every entry a strict singleton. */
export function sharedConfig(appDir = process.cwd()) {
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, range]) => [
      name,
      { singleton: true, requiredVersion: range, strictVersion: true, ...providedModule(name, appDir) },
    ]),
  );
}
