/** Names of the remotes the shell composes. */
export const remoteNames = ['books', 'crm', 'account'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** One live release of a remote, as `/remotes.json` describes it. */
export interface RemoteRelease {
  /** Release identifier, e.g. `0.1.0-3f9c2a1b`. */
  version: string;
  /** URL of the remote's `mf-manifest.json` (same origin path or absolute CDN URL). */
  entry: string;
  /** ISO timestamp of the release. */
  releasedAt: string;
}

/** The runtime manifest the shell reads at start-up (`GET /remotes.json`). */
export interface RuntimeManifest {
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  /** The live shell release (telemetry tags what it reports with it); absent before the first shell release. */
  shell?: { version: string };
  /**
   * Each section's live content version and the URL of its immutable file
   * (`section-content.ts`): a section loaded by a client-side navigation renders it.
   * Absent from a site without released content.
   */
  content?: Partial<Record<RemoteName | 'shell', ReleasedContentFile>>;
}

/** Where a section's live content version is served. */
export interface ReleasedContentFile {
  version: string;
  url: string;
}

/** The module path every remote exposes (one surface per remote). */
export const exposedRoutes = './routes';
