// Adds <link rel="preload" as="script"> to the host's index.html for every file its
// start-up loads after main.js: the chunks of the entry's async boundary (bootstrap)
// and of the shared modules those chunks consume, as the host provides them (at start
// no remote is loaded, so the share scope holds only the host's copies, and the runtime
// loads a share through its provide module, not the consume module's fallback, which
// webpack may have put in another chunk). Without the hints
// the browser learns of these files only once main.js has downloaded and run: one more
// round trip before anything renders (issue 7). They are hints only: the federation
// runtime still decides what runs.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'StartupPreloadPlugin';

/** Files of the chunk groups reached from `blocks`, following consumed shared modules. */
function startupFiles(compilation, blocks) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(`${module._shareScope}:${module._name}`, module);
  }
  const files = new Set();
  const seenGroups = new Set();
  const pending = [...blocks];
  while (pending.length) {
    const group = chunkGraph.getBlockChunkGroup(pending.pop());
    if (!group || seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provide = provided.get(`${module.options.shareScope}:${module.options.shareKey}`);
        pending.push(...(provide ?? module).blocks);
      }
    }
  }
  return files;
}

export class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const blocks = [];
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) blocks.push(...module.blocks);
          }
        }
        const tags = [...startupFiles(compilation, blocks)].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // main.js runs first: without this a deferred script gets low priority, behind the
        // preloaded chunks it is the one to start.
        // It comes first, ahead of the hints.
        const scripts = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        for (const tag of scripts) tag.attributes.fetchpriority = 'high';
        data.headTags = [...scripts, ...tags, ...data.headTags.filter((tag) => !scripts.includes(tag))];
        return data;
      });
    });
  }
}
