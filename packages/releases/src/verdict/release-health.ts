/** How real visits fared on one release of a remote over a window, from the raw rows kept (weighted). */
export interface ReleaseHealth {
  version: string;
  views: number;
  /** Share of page views with a render or uncaught error (0–1; 0 without views). */
  errorRate: number;
  /** Share of page views whose section files failed to load. */
  loadFailureRate: number;
  /** 75th percentile in ms; null without a measurement. */
  p75Lcp: number | null;
  p75Inp: number | null;
}

/** The 75th percentile (nearest rank) of ascending values; null for none. */
export function p75(sorted: readonly number[]): number | null {
  return weightedP75(sorted.map((value) => ({ value, weight: 1 })));
}

/**
 * The 75th percentile of ascending values each standing for `weight` events (sampled
 * field data): the first value whose running weight reaches 75 % of the whole. With
 * weights of 1 it is the nearest rank.
 */
export function weightedP75(sorted: readonly WeightedValue[]): number | null {
  const total = sorted.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return null;
  let running = 0;
  for (const item of sorted) {
    running += item.weight;
    // A little slack for floating-point sums of weights such as 1/0.3.
    if (running >= 0.75 * total - 1e-9) return item.value;
  }
  return sorted.at(-1)!.value;
}

/** A measured value of sampled field data, standing for `weight` events. */
export interface WeightedValue {
  value: number;
  weight: number;
}

/**
 * How real visits fared on `version` of the remote `owner` since `since`: the API reads
 * it from its telemetry.
 */
export type ReadReleaseHealth = (owner: string, version: string, since: number) => Promise<ReleaseHealth>;
