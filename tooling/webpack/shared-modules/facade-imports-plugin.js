// Fails a federated build that imports from a shared facade a name the facade does not
// export (shared.js `sharedFacades`: react-router-dom, react-redux, @reduxjs/toolkit,
// styled-components). Webpack cannot check this itself: the import resolves to a
// consume-shared module, whose exports it does not know, so a missing name would only
// show up in the browser, as `undefined`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const NAME = 'SharedFacadeImportsPlugin';

/**
 * The names a facade file exports: every `export { a, b as c } from '…'` list, and the
 * names of a facade it re-exports whole (`export * from './other.js'`, the server facades).
 */
export function facadeExports(file) {
  const source = readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  for (const [, relative] of source.matchAll(/export\s*\*\s*from\s*'(\.[^']+)'/g)) {
    for (const name of facadeExports(path.resolve(path.dirname(file), relative))) if (name !== 'default') names.add(name);
  }
  return names;
}

export class SharedFacadeImportsPlugin {
  /** @param {Record<string, string>} facades request → facade file */
  constructor(facades) {
    this.facades = Object.entries(facades).map(([request, file]) => ({ request, file, names: facadeExports(file) }));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const facade = this.facades.find(({ request }) => request === dependency.request);
            if (!facade || module.resource === facade.file) continue;
            const problem = this.check(dependency, facade);
            if (!problem) continue;
            const error = new compiler.webpack.WebpackError(
              `${problem}. The federated builds share '${facade.request}' as ${facade.file} ` +
                '(tooling/webpack/shared.js); add the name there if the contract allows it.',
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }

  check(dependency, { request, names }) {
    switch (dependency.type) {
      case 'harmony side effect evaluation':
        return undefined;
      case 'harmony import specifier':
      case 'harmony export imported specifier': {
        const name = dependency.ids?.[0];
        if (name === undefined) return `uses '${request}' as a whole (import * / export *)`;
        return names.has(name) ? undefined : `imports '${name}' from '${request}', which the shared facade does not export`;
      }
      default:
        return `loads '${request}' by ${dependency.type}; import named exports instead`;
    }
  }
}
