// The shell's server entry (webpack.server.config.js → dist/server/index.js), loaded by
// the prerender (packages/releases/src/prerender) in a short-lived Node process
// (docs/decisions/0029).
// As in the browser (src/index.ts), the app sits behind an async boundary, so Module
// Federation has set up the shared singletons before any of them is imported.
import type { RenderOptions, ShellRenderer } from './render.tsx';

export type { OwnedClientPage, OwnedPage, RenderedRoute, RenderOptions, ServerRelease, ShellRenderer } from './render.tsx';

/** Registers the releases to render with and collects every public page to render. */
export async function startRendering(options: RenderOptions): Promise<ShellRenderer> {
  const { startRendering: start } = await import('./render.tsx');
  return start(options);
}
