// Where each remote's browser files are served, for its server build: set by the
// prerender process before it renders (packages/releases, its prerender worker), read by
// tooling/webpack/server-runtime/public-path-plugin.js inside each remote's server build.
// One short-lived process renders one set of releases, so a process-wide value is enough
// (docs/decisions/0029).
export const publicPathsKey = '__WTM_REMOTE_PUBLIC_PATHS__';
