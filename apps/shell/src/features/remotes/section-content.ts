// A section's released content in the browser (docs/decisions/0044): a prerendered page
// carries its owner's; a section opened by a client-side navigation fetches its live
// content version, an immutable file named in /remotes.json, before its pages render.
import type { RemoteName, RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import { provideSectionContent, releasedContentOf, type ReleasedContent } from '@wtm/shell-contract/section-content';

const loading = new Map<string, Promise<void>>();

/** Provides the live content of `name` unless it has content already; throws when its file cannot be read. */
export function loadSectionContent(name: RemoteName, manifest: RuntimeManifest): Promise<void> {
  const file = manifest.content?.[name];
  if (file === undefined || releasedContentOf(name) !== undefined) return Promise.resolve();
  let load = loading.get(file.url);
  if (load === undefined) {
    load = fetch(file.url).then(async (response) => {
      if (!response.ok) throw new Error(`The ${name} content could not be loaded (${response.status}).`);
      provideSectionContent((await response.json()) as ReleasedContent);
    });
    load.catch(() => loading.delete(file.url));
    loading.set(file.url, load);
  }
  return load;
}
