import { addToHistogram, histogramValues, type VitalHistogram } from './vital-histogram.ts';

describe('a vital histogram', () => {
  it('keeps a timing to its 10 ms bucket and reads it at the upper edge', () => {
    const histogram: VitalHistogram = {};
    addToHistogram(histogram, 'LCP', 1234, 2);
    addToHistogram(histogram, 'LCP', 87, 1);
    expect(histogramValues(histogram, 'LCP')).toEqual([
      { value: 90, weight: 1 },
      { value: 1250, weight: 2 },
    ]);
  });

  it('keeps layout shifts apart: CLS has no unit, and 0.02 and 0.31 do not share a bucket', () => {
    const histogram: VitalHistogram = {};
    addToHistogram(histogram, 'CLS', 0.02, 1);
    addToHistogram(histogram, 'CLS', 0.31, 3);
    expect(histogramValues(histogram, 'CLS')).toEqual([
      { value: 0.03, weight: 1 },
      { value: 0.32, weight: 3 },
    ]);
  });
});
