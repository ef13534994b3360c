// What the shell reports of real visits (docs/decisions/0034): plain data, no
// yup, so the shell's first download carries it without the rules.

/** The sections of the site: the shell's own pages, or a remote's. */
export const telemetryOwners = ['shell', 'books', 'crm', 'account'] as const;
export type TelemetryOwner = (typeof telemetryOwners)[number];

/** Core Web Vitals as web-vitals names them: milliseconds, CLS unitless. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** Failures: a section's files did not load, its render threw, or an error reached the window. */
export const telemetryFailureKinds = ['load-failure', 'render-error', 'uncaught-error'] as const;
export type TelemetryFailureKind = (typeof telemetryFailureKinds)[number];

/** `view` opens a page view; the others belong to the page view whose id they carry. */
export const telemetryKinds = ['view', ...webVitalNames, ...telemetryFailureKinds] as const;
export type TelemetryKind = (typeof telemetryKinds)[number];

/** One measurement or failure of one page view. */
export interface TelemetryEvent {
  kind: TelemetryKind;
  /** A random id of the page view, made in the browser, unrelated to anything else. */
  view: string;
  /** The page's path, never its query string or fragment. */
  path: string;
  owner: TelemetryOwner;
  /** The release of the owning remote the page ran (null for the shell's own pages or unknown). */
  ownerVersion: string | null;
  /** The owning section's content version the page ran (a content canary is judged by it); null or absent when unknown. */
  contentVersion?: string | null;
  /** A vital's value; 0 for the other kinds. */
  value: number;
  /** A failure's message, cut short; empty for the other kinds. */
  message: string;
}

/** `POST /api/telemetry`: what one beacon carries. */
export interface TelemetryBatch {
  /** The shell release the page ran. */
  shellVersion: string;
  events: TelemetryEvent[];
}

export const telemetryLimits = {
  /** Events in one beacon. */
  events: 40,
  /** Bytes of one beacon: a larger one is refused with 413. */
  bodyBytes: 16 * 1024,
  path: 300,
  version: 100,
  message: 300,
  /**
   * Beacons one address may send per minute: a page view sends one to three, and many
   * visitors may share an address (an office behind one router); a flood stops here.
   */
  beaconsPerMinute: 300,
} as const;
