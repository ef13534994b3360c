import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RuntimeManifest } from '@wtm/shell-contract';
import { fetchRuntimeManifest, takeEarlyManifest } from './early-start.ts';

let registered: Promise<RuntimeManifest> | null = null;

/**
 * Reads /remotes.json and registers every live remote with the federation runtime.
 * No remote URL is baked into the shell build (docs/decisions/0002-runtime-remotes.md).
 * `force` re-registers after a failure so a retry fetches the remote afresh.
 */
export function registerLiveRemotes(force = false): Promise<RuntimeManifest> {
  if (registered && !force) return registered;
  // The first registration uses the read index.ts started (early-start.ts); a retry reads afresh.
  const read = (force ? undefined : takeEarlyManifest()) ?? fetchRuntimeManifest();
  registered = read.then((manifest) => {
    const remotes = remoteNames.flatMap((name) => {
      const release = manifest.remotes[name];
      return release ? [{ name, entry: new URL(release.entry, window.location.href).href }] : [];
    });
    registerRemotes(remotes, { force });
    return manifest;
  });
  registered.catch(() => {
    registered = null;
  });
  return registered;
}

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}
