// Webpack config factory for the shell (host) and the remotes (books, crm, account).
// See docs/decisions/0002-runtime-remotes.md and 0003-shared-singletons.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { facadeAliases, sharedConfig, sharedFacades } from './shared.js';
import { SharedFacadeImportsPlugin } from './shared-modules/facade-imports-plugin.js';
import { buildDefines } from './build-defines.js';
import { StartupPreloadPlugin } from './startup-preload-plugin.js';
import { swcRule } from './swc-rule.js';

export { sharedSingletons, sharedConfig, sharedFacades, serverFacades } from './shared.js';
export { federatedServerConfig } from './server-config.js';

const standaloneTemplate = fileURLToPath(new URL('./standalone.html', import.meta.url));

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, books, crm, account)
 * @param {string} options.dir the app's folder
 * @param {Record<string, string>} [options.exposes] remotes only
 * @param {number} options.port dev server port
 * @param {string} options.title document title of the standalone/dev page
 * @param {object} [options.devServer] more webpack-dev-server options (a proxy)
 */
export function federatedConfig({ name, dir, exposes, port, title, devServer }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !exposes;
    return {
      name,
      context: dir,
      // A remote's own page (src/index.ts → standalone bootstrap) exists for development
      // only; its production build is the federation container alone.
      entry: isHost || !production ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host lives at the site root; a remote's files resolve next to its
        // remoteEntry/manifest wherever a release puts them (docs/decisions/0002).
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `wtm_${name}`,
        // dist/server is the server build's (server-config.js), built beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: facadeAliases(dir),
      },
      module: {
        rules: [
          swcRule(dir, production),
          { test: /\.(png|jpe?g|svg|webp|woff2?|pdf)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(dir),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          runtimePlugins: [],
          // Federation runtime size (docs/decisions/0011): browser-only code in
          // every build; a remote's production container never consumes remotes and never
          // reads manifests itself (the shell's runtime does), so its copy of the runtime
          // drops those paths: remoteEntry.js 27.6 → 18.9 KB gzip.
          experiments: {
            optimization: production && !isHost ? { target: 'web', disableSnapshot: true, disableRemote: true } : { target: 'web' },
          },
        }),
        new SharedFacadeImportsPlugin(sharedFacades),
        buildDefines(),
        ...(isHost && production ? [new StartupPreloadPlugin()] : []),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                // The shell's own page; a remote's standalone development page is the same
                // for every remote, so it lives here once.
                template: isHost ? path.join(dir, 'src/index.html') : standaloneTemplate,
                favicon: isHost ? path.join(dir, 'src/favicon.svg') : undefined,
                // A remote's chunks resolve from its script ('auto'); its standalone page
                // must still load that script from the root at nested paths (/crm/pricing).
                publicPath: '/',
                title,
                scriptLoading: 'defer',
                minify: production,
              }),
            ]
          : []),
        // Pre-compressed siblings (.gz, .br) so the server never compresses static files
        // on the fly (apps/api serves them with preCompressed).
        ...(production ? compressionPlugins() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(isHost && production ? { splitChunks: { cacheGroups: hostStartupGroups } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
      stats: 'errors-warnings',
    };
  };
}

const pkg = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names.join('|')})[\\\\/]`);
// The shared facades' own files are start-up modules too (tooling/webpack/shared-modules).
const facadeFiles = new Set(Object.values(sharedFacades));
const libsPackages = pkg(['react-router', 'react-redux', 'use-sync-external-store', '@reduxjs/toolkit', 'redux', 'redux-thunk', 'immer', 'reselect', 'styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/memoize', '@emotion/unitless', 'shallowequal', 'tslib', 'postcss-value-parser', 'css-to-react-native', 'camelize', 'css-color-keywords']);
const hostStartupGroups = {
  react: { test: pkg(['react', 'react-dom', 'scheduler']), name: 'react', chunks: 'async', enforce: true, priority: 20 },
  libs: {
    test: (module) => facadeFiles.has(module.resource) || libsPackages.test(module.resource ?? ''),
    name: 'libs',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  // Not @wtm/ui/final-form nor @wtm/ui/sections: they are bundled, not shared (decisions
  // 0024, 0033), and only pages loaded later use them, so they go with those pages and not
  // into the first download.
  wtm: { test: /[\\/]packages[\\/](ui|api-client|shell-contract)[\\/]src[\\/](?!final-form[\\/]|sections[\\/])/, name: 'wtm', chunks: 'async', enforce: true, priority: 20 },
};

const compressible = /\.(js|css|html|json|svg|txt|xml)$/;

/**
 * Gzip by zopfli: the same format any browser inflates, 3–4 % smaller than zlib's level 9
 * (5 KB over a first visit, which browsers that only accept gzip download as .gz), at the
 * cost of about a second of build time an app. Loaded on first use: only production
 * builds compress.
 */
function zopfliGzip(input, options, callback) {
  import('@gfx/zopfli').then(({ gzipAsync }) => gzipAsync(input, options)).then(
    (output) => callback(null, Buffer.from(output.buffer, output.byteOffset, output.byteLength)),
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

function compressionPlugins() {
  return [
    new CompressionPlugin({
      test: compressible,
      algorithm: zopfliGzip,
      compressionOptions: { numiterations: 15 },
      filename: '[path][base].gz',
      // index.html too: the site sends the sibling as it is instead of compressing the
      // page at every request (@fastify/static's preCompressed).
      threshold: 0,
    }),
    new CompressionPlugin({
      test: compressible,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 0,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}
