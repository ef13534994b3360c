// The server build of the shell and of each remote (docs/decisions/0029): the same
// sources, shared-singleton table and styled-components options as the browser build,
// built for Node with Module Federation's Node runtime (@module-federation/node), into
// dist/server/. The prerender (packages/releases/src/prerender) loads the shell's server
// entry, which loads each remote's server remoteEntry.cjs from its release folder and
// renders pages outside the browser.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { facadeAliases, serverFacades, sharedConfig } from './shared.js';
import { SharedFacadeImportsPlugin } from './shared-modules/facade-imports-plugin.js';
import { buildDefines } from './build-defines.js';
import { swcRule } from './swc-rule.js';

const require = createRequire(import.meta.url);
const runtimePlugin = (file) => fileURLToPath(new URL(`./server-runtime/${file}`, import.meta.url));

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, books, crm, account)
 * @param {string} options.dir the app's folder
 * @param {Record<string, string>} [options.exposes] remotes only
 */
export function federatedServerConfig({ name, dir, exposes }) {
  return () => {
    const isHost = !exposes;
    return {
      name: `${name}-server`,
      // The shell's runs after its browser build, whose output folder it writes into.
      dependencies: isHost ? [name] : [],
      context: dir,
      target: 'async-node',
      mode: 'production',
      // The shell's server entry (server/index.ts); a remote's is its container alone.
      entry: isHost ? { index: './server/index.ts' } : {},
      devtool: false,
      output: {
        path: path.join(dir, 'dist/server'),
        // A remote's is set when the prerender loads it (server-runtime/public-path-plugin.js).
        publicPath: isHost ? '/' : '',
        // .cjs: CommonJS whatever package.json is above the folder a release lives in.
        filename: '[name].cjs',
        chunkFilename: '[name].[contenthash:10].cjs',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `wtm_${name}`,
        library: isHost ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: facadeAliases(dir, 'server'),
      },
      module: {
        rules: [
          swcRule(dir, true),
          // A remote's browser build emits its files (same names: content hashes). The
          // shell's link-preview image is imported only by its server code, so its server
          // build puts it with the browser files, where the site serves it.
          { test: /\.(png|jpe?g|svg|webp|woff2?|pdf)$/, type: 'asset/resource', generator: isHost ? { outputPath: '../' } : { emit: false } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.cjs',
          exposes,
          remotes: {},
          library: isHost ? undefined : { type: 'commonjs-module', name },
          remoteType: 'script',
          shared: sharedConfig(dir, 'server'),
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          dev: false,
          runtimePlugins: [
            require.resolve('@module-federation/node/runtimePlugin'),
            runtimePlugin(isHost ? 'file-entry-plugin.js' : 'public-path-plugin.js'),
          ],
          experiments: { optimization: { target: 'node' } },
        }),
        new SharedFacadeImportsPlugin(serverFacades),
        buildDefines(),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Never sent to a browser: readable stack traces in a failed prerender, and a
        // build that costs little time beside the browser one.
        minimize: false,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
