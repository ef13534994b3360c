import { MAX_MAIL_ATTEMPTS, nextAttemptAt, type MailLifetime } from './retry-schedule.ts';

const HOUR = 3_600_000;

/** When each attempt starts, if every attempt fails after `attemptMs` and the worker is prompt. */
function attemptTimes(mail: MailLifetime, attemptMs = 0): number[] {
  const starts = [mail.createdAt];
  for (let attempts = 1; ; attempts += 1) {
    const next = nextAttemptAt(attempts, starts.at(-1)! + attemptMs, mail);
    if (next === undefined) return starts;
    starts.push(next);
  }
}

describe('mail retry schedule', () => {
  it('backs off exponentially-ish for mail that never expires: 30 s, 2 min, 10 min, 30 min, 1 h, then 2 h', () => {
    const starts = attemptTimes({ createdAt: 0, expiresAt: null });
    const waits = starts.slice(1).map((start, index) => (start - starts[index]!) / 1000);
    expect(waits).toEqual([30, 120, 600, 1800, 3600, 7200, 7200, 7200, 7200]);
  });

  it('gives up after a bounded number of attempts, hours later', () => {
    const starts = attemptTimes({ createdAt: 0, expiresAt: null });
    expect(starts).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(starts.at(-1)! / HOUR).toBeGreaterThan(6);
    expect(starts.at(-1)! / HOUR).toBeLessThan(24);
  });

  it('makes every attempt of a one-hour reset mail within the hour, spread over it', () => {
    const createdAt = Date.UTC(2026, 10, 26, 9, 0);
    const mail = { createdAt, expiresAt: createdAt + HOUR };
    const starts = attemptTimes(mail);
    expect(starts).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(starts.at(-1)! - createdAt).toBeLessThanOrEqual(0.9 * HOUR);
    expect(starts.at(-1)! - createdAt).toBeGreaterThan(0.8 * HOUR);
    // Still a back-off: each wait longer than or as long as the one before, the first a few seconds.
    const waits = starts.slice(1).map((start, index) => start - starts[index]!);
    expect(waits[0]).toBeGreaterThan(1000);
    for (let index = 1; index < waits.length; index += 1) expect(waits[index]).toBeGreaterThanOrEqual(waits[index - 1]!);
  });

  it('drops the attempts that slow failures would push past the expiry', () => {
    const mail = { createdAt: 0, expiresAt: HOUR };
    // Each attempt hangs for the SMTP timeouts (a minute) before it fails.
    const starts = attemptTimes(mail, 60_000);
    expect(starts.length).toBeGreaterThan(5);
    for (const start of starts) expect(start).toBeLessThan(mail.expiresAt);
    expect(nextAttemptAt(3, HOUR - 1000, mail)).toBeUndefined();
  });

  it('keeps the usual schedule for a mail that lives longer than it', () => {
    const starts = attemptTimes({ createdAt: 0, expiresAt: 48 * HOUR });
    expect(starts).toEqual(attemptTimes({ createdAt: 0, expiresAt: null }));
  });
});
