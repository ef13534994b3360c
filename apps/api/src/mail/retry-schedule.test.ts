import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './retry-schedule.ts';

describe('mail retry schedule', () => {
  it('backs off exponentially-ish: 30 s, 2 min, 10 min, 30 min, 1 h, then 2 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((attempts) => retryDelayMs(attempts) / 1000)).toEqual([
      30, 120, 600, 1800, 3600, 7200, 7200, 7200,
    ]);
  });

  it('gives up after a bounded number of attempts, hours later', () => {
    const total = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_unused, index) => retryDelayMs(index + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(6);
    expect(total / 3_600_000).toBeLessThan(24);
  });
});
