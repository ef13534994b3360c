// The one way the browser and server builds transpile TypeScript and styled-components:
// the same options on both sides, so a component's class names are the same in the
// prerendered HTML and in the browser (docs/decisions/0029).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The CSS of styled-components templates is shipped as written (comments, indentation,
// one rule a line) unless a build minifies it: 11 KB of the shell's wtm chunk, minified.
// Production only: the styled calls marked pure, so an unused component of a non-shared
// module is dropped. `ssr`: each component gets an id from its file and position
// instead of a counter of the order modules happened to run in, which differs between
// a server render and the browser (lazy sections load in another order); without it a
// prerendered page's class names would not be the browser's.
const styledComponentsPlugin = [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: false, ssr: true, fileName: false, minify: true, pure: true, transpileTemplateLiterals: false },
];

/** The webpack rule for the app in `dir`: swc, with the styled-components plugin in production. */
export function swcRule(dir, production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
          // The wasm plugin's compiled cache goes where git and turbo do not look.
          ...(production ? { experimental: { plugins: [styledComponentsPlugin], cacheRoot: path.join(dir, 'node_modules/.cache/swc') } } : {}),
        },
      },
    },
  };
}
