/** Milliseconds one call of `work` takes (its preparation, if any, not counted). */
export async function timeOnce(work: () => Promise<unknown>, prepare?: () => Promise<unknown>): Promise<number> {
  await prepare?.();
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface TimingComparison {
  /** Median ratio a/b of the last batch measured. */
  ratio: number;
  batches: number;
}

/**
 * Compares how long two kinds of request take: `runs` of each, interleaved, and the ratio
 * of their medians must lie within `factor` either way. A busy machine (other test runs
 * sharing two cores) can push one batch out; a real difference (a skipped hash is a
 * ratio of about 0.1) fails every batch, so up to `batches` are measured.
 */
export async function compareTiming(
  a: () => Promise<number>,
  b: () => Promise<number>,
  { runs = 7, factor = 1.5, batches = 3 } = {},
): Promise<TimingComparison> {
  let ratio = Number.NaN;
  for (let batch = 1; batch <= batches; batch += 1) {
    const timesA: number[] = [];
    const timesB: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Alternating order, so neither kind always runs first.
      if (run % 2 === 0) timesA.push(await a());
      timesB.push(await b());
      if (run % 2 === 1) timesA.push(await a());
    }
    ratio = median(timesA) / median(timesB);
    if (ratio < factor && ratio > 1 / factor) return { ratio, batches: batch };
  }
  return { ratio, batches };
}
