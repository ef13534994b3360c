// `GET /api/admin/releases`: what an administrator's release page shows.

/** One switch of a remote's history. */
export interface ReleaseHistoryEntry {
  /** release, rollback, canary, promote or canary-rollback. */
  action: string;
  version: string;
  /** ISO time. */
  at: string;
  /** Why (canary lines: the verdict's figures, or "by hand"). */
  reason?: string;
}

/** How one release fared in one hour of real visits. */
export interface ReleaseSeriesPoint {
  version: string;
  /** ISO start of the hour. */
  hour: string;
  views: number;
  /** Shares of page views, 0–1. */
  errorRate: number;
  loadFailureRate: number;
  /** ms; absent without a measurement. */
  p75Lcp?: number;
  p75Inp?: number;
}

export interface RemoteReleaseOverview {
  name: string;
  liveVersion?: string;
  liveSince?: string;
  canaryVersion?: string;
  canaryPercent?: number;
  canarySince?: string;
  /** Newest last. */
  history: ReleaseHistoryEntry[];
  series: ReleaseSeriesPoint[];
}

export interface ReleaseDashboard {
  /** The hours `series` covers, up to now. */
  windowHours: number;
  remotes: RemoteReleaseOverview[];
}
