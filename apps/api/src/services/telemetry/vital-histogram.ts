import type { WeightedValue } from '../../repositories/telemetry.repository.ts';

/** A Web Vital's weighted histogram: bucket start (in the vital's histogram unit) → weight. */
export type VitalHistogram = Record<string, number>;

/**
 * Histogram units per unit of the vital: the timings are in milliseconds already; CLS has no
 * unit and lives between 0 and a few, so it is counted in thousandths (buckets 0.01 wide).
 */
const unitsOf = (metric: string) => (metric === 'CLS' ? 1000 : 1);

/** 10 units wide below 1,000, 50 below 10,000, then 1,000: finer than any budget needs. */
export function bucketOf(units: number): { start: number; width: number } {
  const width = units < 1000 ? 10 : units < 10_000 ? 50 : 1000;
  return { start: Math.floor(Math.max(0, units) / width) * width, width };
}

export function addToHistogram(histogram: VitalHistogram, metric: string, value: number, weight: number): void {
  const key = String(bucketOf(value * unitsOf(metric)).start);
  histogram[key] = (histogram[key] ?? 0) + weight;
}

/** A histogram's buckets as ascending values at each bucket's upper edge (a percentile read from it never flatters). */
export function histogramValues(histogram: VitalHistogram, metric: string): WeightedValue[] {
  return Object.entries(histogram)
    .map(([start, weight]) => ({ value: (Number(start) + bucketOf(Number(start)).width) / unitsOf(metric), weight }))
    .sort((a, b) => a.value - b.value);
}
