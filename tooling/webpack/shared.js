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

/** Module Federation `shared` option: every entry a strict singleton. */
export function sharedConfig() {
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, range]) => [
      name,
      { singleton: true, requiredVersion: range, strictVersion: true },
    ]),
  );
}
