import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RemoteRelease, type RuntimeManifest } from '@wtm/shell-contract';
import { fetchRuntimeManifest, takeEarlyManifest } from './early-start.ts';

let registered: Promise<RuntimeManifest> | null = null;
// What the last registration that succeeded registered: the releases this page runs (telemetry tags with them).
let lastRegistered: RuntimeManifest | undefined;
// Releases that take the place of the live ones until a retry: the one a prerendered
// page was rendered with (docs/decisions/0029).
let pinned: RuntimeManifest['remotes'] = {};

const browserEntry = (release: RemoteRelease) => new URL(release.entry, window.location.href).href;

function register(manifest: RuntimeManifest, entryOf: (release: RemoteRelease, name: RemoteName) => string, force: boolean) {
  const remotes = remoteNames.flatMap((name) => {
    const release = manifest.remotes[name];
    return release ? [{ name, entry: entryOf(release, name) }] : [];
  });
  registerRemotes(remotes, { force });
}

/**
 * Registers these releases with the federation runtime, as the ones to load from now on:
 * on the server, each remote's server build (`entryOf`); no /remotes.json is read.
 */
export function registerReleases(manifest: RuntimeManifest, entryOf: (release: RemoteRelease, name: RemoteName) => string): Promise<RuntimeManifest> {
  register(manifest, entryOf, false);
  registered = Promise.resolve(manifest);
  lastRegistered = manifest;
  return registered;
}

/** The releases registered last (undefined until /remotes.json has been read). */
export function lastRegisteredManifest(): RuntimeManifest | undefined {
  return lastRegistered;
}

/** Loads `release` of `name` instead of the live one until a retry (a prerendered page's). */
export function pinRelease(name: RemoteName, release: RemoteRelease): void {
  pinned = { ...pinned, [name]: release };
}

/**
 * Reads /remotes.json and registers every live remote with the federation runtime.
 * No remote URL is baked into the shell build (docs/decisions/0002-runtime-remotes.md).
 * `force` re-registers after a failure so a retry fetches the remote afresh (the live
 * release, pinned or not).
 */
export function registerLiveRemotes(force = false): Promise<RuntimeManifest> {
  if (registered && !force) return registered;
  if (force) pinned = {};
  // The first registration uses the read index.ts started (early-start.ts); a retry reads afresh.
  const read = (force ? undefined : takeEarlyManifest()) ?? fetchRuntimeManifest();
  registered = read.then((live) => {
    const manifest: RuntimeManifest = { ...live, remotes: { ...live.remotes, ...pinned } };
    register(manifest, browserEntry, force);
    lastRegistered = manifest;
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
