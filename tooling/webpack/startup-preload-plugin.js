// Adds <link rel="preload" as="script"> to the host's index.html for every file its
// start-up loads after main.js: the chunks of the entry's async boundary (bootstrap)
// and of the shared modules those chunks consume, as the host provides them (at start
// no remote is loaded, so the share scope holds only the host's copies, and the runtime
// loads a share through its provide module, not the consume module's fallback, which
// webpack may have put in another chunk). Without the hints
// the browser learns of these files only once main.js has downloaded and run: one more
// round trip before anything renders. They are hints only: the federation
// runtime still decides what runs.
// It also emits after-paint.js (content-hashed) and names it on the entry's script
// (data-after-paint): a prerendered page runs that script instead of these tags, and it
// starts them once the page has painted (docs/decisions/0039, packages/releases/src/prerender).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'StartupPreloadPlugin';
const afterPaintSource = readFileSync(new URL('./after-paint.js', import.meta.url), 'utf8');
const afterPaintFile = `after-paint.${createHash('sha256').update(afterPaintSource).digest('hex').slice(0, 10)}.js`;

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

/** The blocks of the entries' modules: what start-up loads after the entry (bootstrap). */
function entryBlocks(compilation) {
  const blocks = [];
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) blocks.push(...module.blocks);
    }
  }
  return blocks;
}

// V8's explicit compile hint (Chrome 136+): every function of a file with it on its first
// line is compiled with the file, on the thread that streams it, instead of on the main
// thread the first time it is called. Only on the entry: its federation runtime runs
// nearly all its code at once; in the other start-up files much of the code runs later or
// never, and eager compiling made their first task longer (docs/decisions/0045). Other
// engines read a comment.
const compileHint = '//# allFunctionsCalledOnLoad\n';

export class StartupPreloadPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // thisCompilation: not the child compilations (the HTML template's), which would emit it unminified.
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(afterPaintFile, new sources.RawSource(afterPaintSource));
      });
      // After minifying (which drops comments), before the source maps are written.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 }, () => {
        const entryFiles = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles());
        for (const file of new Set(entryFiles)) {
          if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
        }
      });
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const tags = [...startupFiles(compilation, entryBlocks(compilation))].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // main.js runs first: without this a deferred script gets low priority, behind the
        // preloaded chunks it is the one to start.
        // It comes first, ahead of the hints.
        const scripts = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        for (const tag of scripts) tag.attributes.fetchpriority = 'high';
        if (scripts[0]) scripts[0].attributes['data-after-paint'] = `${publicPath}${afterPaintFile}`;
        data.headTags = [...scripts, ...tags, ...data.headTags.filter((tag) => !scripts.includes(tag))];
        return data;
      });
    });
  }
}
