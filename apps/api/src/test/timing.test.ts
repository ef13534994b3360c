import { compareTiming, timeOnce } from './timing.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('compareTiming', () => {
  it('passes work of the same cost at once', async () => {
    const same = () => timeOnce(() => sleep(4));
    const result = await compareTiming(same, same, { runs: 5 });
    expect(result.ratio).toBeGreaterThan(1 / 1.5);
    expect(result.ratio).toBeLessThan(1.5);
  });

  it('still sees a real difference after every batch', async () => {
    const result = await compareTiming(
      () => timeOnce(() => sleep(1)),
      () => timeOnce(() => sleep(12)),
      { runs: 3 },
    );
    expect(result.batches).toBe(3);
    expect(result.ratio).toBeLessThan(1 / 1.5);
  });
});
