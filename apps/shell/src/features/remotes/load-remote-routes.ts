import { loadRemote } from '@module-federation/enhanced/runtime';
import { exposedRoutes, type RemoteName, type RemoteRoutesModule } from '@wtm/shell-contract';
import { registerLiveRemotes } from './runtime-manifest.ts';
import { loadSectionContent } from './section-content.ts';
import { SectionLoadError } from './section-load-error.ts';

/** Loads the `./routes` module a remote exposes, or throws a SectionLoadError a visitor can read. */
export async function loadRemoteRoutes(name: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  try {
    return await loadRoutes(name, retry);
  } catch (error) {
    throw error instanceof SectionLoadError ? error : new SectionLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

async function loadRoutes(name: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  const manifest = await registerLiveRemotes(retry);
  if (!manifest.remotes[name]) throw new Error(`The ${name} section has no live release.`);
  // The section's pages render its released content: fetched beside its code, not after it.
  const [module] = await Promise.all([loadRemote<RemoteRoutesModule>(`${name}/${exposedRoutes.slice(2)}`), loadSectionContent(name, manifest)]);
  if (!module?.default) throw new Error(`The ${name} section did not provide its pages.`);
  return module;
}
