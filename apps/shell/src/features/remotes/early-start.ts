// What index.ts starts before the app's code has loaded (a section's page
// waited for the shell's whole download before it even asked where the section lives).
// It runs ahead of Module Federation's negotiation of the shared singletons, so it
// imports no shared module: only the contract's plain data and fetch.
import { remoteMounts } from '@wtm/shell-contract/remote-module';
import { exposedRoutes, remoteNames, type RemoteName, type RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import { shellPagePaths } from '../../app/shell-paths.ts';
import type { RenderedPage } from '@wtm/shell-contract/rendered-page';
import { readRenderedPage } from './rendered-page.ts';

const manifestUrl = '/remotes.json';

/** Reads the runtime manifest (docs/decisions/0002-runtime-remotes.md). */
export async function fetchRuntimeManifest(): Promise<RuntimeManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The site's section list could not be loaded (${response.status}).`);
  return (await response.json()) as RuntimeManifest;
}

let early: Promise<RuntimeManifest> | undefined;

/** The read of /remotes.json index.ts started, once: the first registration uses it. */
export function takeEarlyManifest(): Promise<RuntimeManifest> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}

/** The remote whose mount patterns (remoteMounts) match a path, as the shell's router would. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  // react-router matches case-insensitively and ignores a trailing slash.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if ((shellPagePaths as readonly string[]).includes(path.slice(1))) return undefined;
  return remoteNames.find((name) =>
    remoteMounts[name].some((pattern) => {
      const base = `/${pattern.replace(/\/\*$/, '')}`;
      return pattern.endsWith('/*') ? path === base || path.startsWith(`${base}/`) : path === base;
    }),
  );
}

/** The parts of a remote's mf-manifest.json read here (written by @module-federation/enhanced). */
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Fetches a file into the HTTP cache (a release's files are immutable), where the
 * federation runtime's script finds it. Not a preload: Chrome warns of a preload not used
 * within 3 s of the load event, and a prerendered page on a slow phone may only hydrate
 * that late, since its scripts start after its first paint (docs/decisions/0039).
 */
function fetchIntoCache(href: string): void {
  fetch(href, { mode: 'no-cors', credentials: 'include' }).catch(() => undefined);
}

/**
 * Fetches the remote's mf-manifest.json (immutable, so the federation runtime's own
 * read of it comes from the cache) and preloads its remoteEntry.js and the files of
 * its `./routes`: the runtime then finds them downloaded or under way. The shared
 * modules the manifest lists are left alone: it does not say which ones the section
 * needs at once and which later (the account forms' @wtm/contract, with yup, loads once
 * a form is in use), and the shell's first download has the others already.
 */
async function preloadRemote(manifestUrl: string, load: (href: string) => void = preload): Promise<void> {
  const url = new URL(manifestUrl, window.location.href);
  const response = await fetch(url);
  if (!response.ok) return;
  const { metaData, exposes } = (await response.json()) as FederationManifest;
  const entry = metaData?.remoteEntry;
  if (!metaData || !entry?.name) return;
  const base = !metaData.publicPath || metaData.publicPath === 'auto' ? new URL('.', url) : new URL(metaData.publicPath, url);
  const files = [`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`];
  files.push(...(exposes?.find((expose) => expose.path === exposedRoutes)?.assets?.js?.sync ?? []));
  for (const file of files) load(new URL(file, base).href);
}

/**
 * Starts reading /remotes.json and, on a section's page, fetching that section's files,
 * in parallel with the shell's own download. Only hints: a failure here is ignored, and
 * the section's boundary reports it when the real load fails too.
 */
export function startEarlyLoads(pathname = window.location.pathname, rendered: RenderedPage | undefined = readRenderedPage()): void {
  early = fetchRuntimeManifest();
  early.catch(() => undefined);
  // A prerendered page: the release it was rendered with, which it hydrates with, known
  // at once (the page itself names no script but the after-paint one, 0039).
  if (rendered) {
    const entry = rendered.owner === 'shell' ? undefined : rendered.remotes[rendered.owner]?.entry;
    if (entry) preloadRemote(entry, fetchIntoCache).catch(() => undefined);
    return;
  }
  const name = remoteForPath(pathname);
  if (name) early.then((manifest) => manifest.remotes[name] && preloadRemote(manifest.remotes[name].entry)).catch(() => undefined);
}
