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
  /** The live shell release (issue 30: telemetry tags what it reports with it); absent before the first shell release. */
  shell?: { version: string };
}

/** The module path every remote exposes (one surface per remote). */
export const exposedRoutes = './routes';
