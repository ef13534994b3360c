import { registerUser } from '../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { runHousekeeping } from './housekeeping.service.ts';

const DAY = 24 * 3_600_000;

describe(`housekeeping (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('deletes ended counters, long-ended sessions, long-unseen browsers, long-expired reset and confirmation codes and long-expired used challenges and month-old field data only', async () => {
    const { db } = testApp.app;
    const now = Date.now();
    const user = await registerUser(testApp.app);
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'ended', count: 9, resets_at: now - 1 },
        { key: 'open', count: 1, resets_at: now + 60_000 },
      ])
      .execute();
    const session = (token_hash: string, expires_at: number, revoked_at: number | null) => ({
      token_hash,
      user_id: user.id,
      created_at: now - 40 * DAY,
      expires_at,
      revoked_at,
      remember_me: false,
      id: token_hash,
      device: null,
      network: null,
      last_seen_at: null,
    });
    await db
      .insertInto('sessions')
      .values([session('old-expired', now - 8 * DAY, null), session('old-revoked', now + DAY, now - 8 * DAY), session('recently-revoked', now + DAY, now - DAY)])
      .execute();
    const reset = (token_hash: string, expires_at: number) => ({ token_hash, user_id: user.id, created_at: expires_at - 3_600_000, expires_at });
    await db.insertInto('password_resets').values([reset('old-reset', now - 2 * DAY), reset('recent-reset', now - 3_600_000)]).execute();
    // Address confirmation codes: the welcome mail's own code of `user` is live and stays.
    await db.insertInto('email_verifications').values([reset('old-confirmation', now - 2 * DAY), reset('recent-confirmation', now - 3_600_000)]).execute();

    // Security history: the registration's confirmation adds none; one line 181 days old goes, one of 179 stays.
    const line = (id: string, at: number) => ({ id, user_id: user.id, kind: 'signed-in', at, device: null, network: null, detail: null });
    await db.insertInto('security_events').values([line('half-a-year-old', now - 181 * DAY), line('recent', now - 179 * DAY)]).execute();
    // Address change codes: one expired two days ago goes.
    await db.insertInto('email_changes').values({ ...reset('old-change', now - 2 * DAY), old_email: user.email, new_email: 'new@example.com', used_at: null, superseded_at: null }).execute();
    // Known browsers: the registration's own (seen now) stays, one unseen for 181 days goes.
    // An authenticator app set up but never confirmed, past its 15 minutes.
    await db.insertInto('totp_enrolments').values({ user_id: user.id, secret: 'JBSWY3DPEHPK3PXP', expires_at: now - 1 }).execute();
    await db.insertInto('known_browsers').values({ user_id: user.id, browser_hash: 'unseen-half-a-year', device: null, first_seen_at: now - 200 * DAY, last_seen_at: now - 181 * DAY }).execute();

    await db
      .insertInto('used_challenges')
      .values([
        { nonce: 'long-expired', expires_at: now - 2 * 3_600_000 },
        { nonce: 'just-expired', expires_at: now - 60_000 },
        { nonce: 'live', expires_at: now + 60_000 },
      ])
      .execute();

    // Field data of visits (35): raw rows rolled up per hour after a day, roll-ups kept 30 days.
    const telemetry = (view_id: string, received_at: number) => ({ view_id, received_at, kind: 'view', path: '/books', owner: 'books', owner_version: '0.1.0-a', shell_version: '0.1.0-b', value: 0, message: '' });
    await db
      .insertInto('telemetry_events')
      .values([telemetry('month-and-a-day-old', now - 31 * DAY), telemetry('four-weeks-old', now - 28 * DAY), telemetry('an-hour-old', now - 3_600_000)])
      .execute();

    expect(await runHousekeeping(db, now)).toEqual({
      counters: 1,
      sessions: 2,
      browsers: 1,
      securityEvents: 1,
      deletedAccounts: 0,
      resets: 1,
      secondFactorSteps: 1,
      verifications: 1,
      emailChanges: 1,
      challenges: 1,
      telemetry: { rolledUpHours: 2, rawDeleted: 2, hourlyDeleted: 1 },
      releasedSeats: 0,
      leads: 0,
    });
    const counters = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(counters).toContain('open');
    expect(counters).not.toContain('ended');
    const sessions = (await db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash);
    expect(sessions).toContain('recently-revoked');
    expect(sessions).not.toContain('old-expired');
    expect(sessions).toHaveLength(2); // the registration's own session stays
    expect((await db.selectFrom('security_events').select('id').execute()).map((row) => row.id)).toEqual(['recent']);
    expect(await db.selectFrom('email_changes').select('token_hash').execute()).toEqual([]);
    expect(await db.selectFrom('known_browsers').select('user_id').execute()).toEqual([{ user_id: user.id }]);
    expect((await db.selectFrom('password_resets').select('token_hash').execute()).map((row) => row.token_hash)).toEqual(['recent-reset']);
    const confirmations = (await db.selectFrom('email_verifications').select('token_hash').execute()).map((row) => row.token_hash);
    expect(confirmations).toContain('recent-confirmation');
    expect(confirmations).not.toContain('old-confirmation');
    expect((await db.selectFrom('used_challenges').select('nonce').orderBy('nonce').execute()).map((row) => row.nonce)).toEqual(['just-expired', 'live']);
    expect((await db.selectFrom('telemetry_events').select('view_id').execute()).map((row) => row.view_id)).toEqual(['an-hour-old']);
    expect(await db.selectFrom('telemetry_hourly').select(['hour', 'metric', 'weight']).execute()).toEqual([{ hour: Math.floor((now - 28 * DAY) / 3_600_000), metric: 'view', weight: 1 }]);
  });
});
