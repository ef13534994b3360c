import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { createRateLimiter, type RateRule } from './rate-limiter.service.ts';

const rule: RateRule = { name: 'test-rule', limit: 3, windowMs: 60_000, message: 'Slow down.' };

describe(`rate limiter (${testDialect()})`, () => {
  let testApp: TestApp;
  let clock = 1_000_000;
  const limiter = () => createRateLimiter({ db: testApp.app.db, now: () => clock });

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('allows `limit` hits per window, then refuses with the time left', async () => {
    const counts = [];
    for (let hit = 0; hit < 4; hit += 1) counts.push(await limiter().hit(rule, 'alice'));
    expect(counts.map((decision) => [decision.allowed, decision.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    clock += 15_000;
    expect(await limiter().hit(rule, 'alice')).toMatchObject({ allowed: false, retryAfterSeconds: 45, rule });
    expect((await limiter().hit(rule, 'bob')).allowed).toBe(true);
  });

  it('starts a new window once the old one has ended', async () => {
    for (let hit = 0; hit < 4; hit += 1) await limiter().hit(rule, 'carol');
    clock += rule.windowMs;
    expect(await limiter().hit(rule, 'carol')).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60, resetsAt: clock + rule.windowMs });
  });

  it('takes a hit back with forgive, and forgets them all with reset', async () => {
    await limiter().hit(rule, 'dave');
    await limiter().hit(rule, 'dave');
    await limiter().forgive(rule, 'dave');
    expect((await limiter().hit(rule, 'dave')).count).toBe(2);
    await limiter().reset(rule, 'dave');
    expect((await limiter().hit(rule, 'dave')).count).toBe(1);
  });

  it('reads the count of the current window without counting', async () => {
    expect(await limiter().count(rule, 'frank')).toBe(0);
    await limiter().hit(rule, 'frank');
    await limiter().hit(rule, 'frank');
    expect(await limiter().count(rule, 'frank')).toBe(2);
    expect(await limiter().count(rule, 'frank')).toBe(2);
    clock += rule.windowMs;
    expect(await limiter().count(rule, 'frank')).toBe(0);
  });

  it('forgives nothing below 0 nor in an ended window', async () => {
    await limiter().forgive(rule, 'ivan');
    await limiter().hit(rule, 'ivan');
    await limiter().forgive(rule, 'ivan');
    await limiter().forgive(rule, 'ivan');
    expect((await limiter().hit(rule, 'ivan')).count).toBe(1);
    clock += rule.windowMs;
    await limiter().forgive(rule, 'ivan');
    expect((await limiter().hit(rule, 'ivan')).count).toBe(1);
  });

  it('counts every one of many simultaneous hits', async () => {
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter().hit(rule, 'eve')));
    expect(decisions.map((decision) => decision.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_unused, index) => index + 1));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(rule.limit);
  });
});
