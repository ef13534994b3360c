import type { EpochMs } from './columns.ts';

/** One page view, Web Vital or failure a browser reported (migration 2026_12_02_0001, decision 0034). */
export interface TelemetryEventsTable {
  received_at: EpochMs;
  /** A random id the browser made for the page view; it links nothing else. */
  view_id: string;
  /** The contract's TelemetryKind. */
  kind: string;
  /** The page's path, without query string. */
  path: string;
  /** `shell` or the remote that owns the page. */
  owner: string;
  owner_version: string | null;
  shell_version: string;
  value: number;
  message: string;
  /** How many events the row stands for, the inverse of its sampling rate; 1 when left out (migration 2026_12_03_0003). */
  weight?: number;
  /** The owning section's content version the page ran; null for the shell's own pages or unknown (migration 2026_12_08_0002). */
  content_version?: string | null;
}

/** Events received and rows kept per minute, site-wide (migration 2026_12_03_0004). */
export interface TelemetryMinutesTable {
  /** Epoch ms ÷ 60,000. */
  minute: number;
  received: number;
  kept: number;
}

/** An hour of field data per path, section, version and metric (migration 2026_12_03_0005). */
export interface TelemetryHourlyTable {
  /** Epoch ms ÷ 3,600,000. */
  hour: number;
  path: string;
  owner: string;
  /** '' for the shell's own events. */
  owner_version: string;
  /** `view`, `error`, `load-failure` (weighted page views with it), or `LCP`, `INP`, … (weighted samples). */
  metric: string;
  weight: number;
  /** For a Web Vital: JSON of bucket start (ms) → weight; null otherwise. */
  histogram: string | null;
}
