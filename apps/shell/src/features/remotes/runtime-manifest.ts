import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RuntimeManifest } from '@wtm/shell-contract';

const manifestUrl = '/remotes.json';

let registered: Promise<RuntimeManifest> | null = null;

async function fetchManifest(): Promise<RuntimeManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The site's section list could not be loaded (${response.status}).`);
  return (await response.json()) as RuntimeManifest;
}

/**
 * Reads /remotes.json and registers every live remote with the federation runtime.
 * No remote URL is baked into the shell build (docs/decisions/0002-runtime-remotes.md).
 * `force` re-registers after a failure so a retry fetches the remote afresh.
 */
export function registerLiveRemotes(force = false): Promise<RuntimeManifest> {
  if (registered && !force) return registered;
  registered = fetchManifest().then((manifest) => {
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
