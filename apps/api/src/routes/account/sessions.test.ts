import type { AccountSessions, LoginSuccess } from '@wtm/contract';
import { bearer, clearRateLimits, postJson, registerUser, signIn } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe(`the customer's sessions (${testDialect()})`, () => {
  let testApp: TestApp;
  const list = async (token: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as AccountSessions).sessions;
  };
  const signInFrom = async (email: string, password: string, userAgent: string, remoteAddress: string) =>
    ((await signIn(testApp.app, email, password, { headers: { 'user-agent': userAgent }, remoteAddress })).json() as LoginSuccess).token;
  const endSession = (token: string, id: string) => testApp.app.inject({ method: 'DELETE', url: `/api/account/sessions/${encodeURIComponent(id)}`, headers: { ...xsrfHeaders(), ...bearer(token) } });
  const isLive = async (token: string) => (await testApp.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) })).statusCode === 200;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  beforeEach(() => clearRateLimits(testApp.app));

  it('lists each live session with its browser, system and coarse network, marking this one, and never a token or an address', async () => {
    const user = await registerUser(testApp.app);
    const laptop = await signInFrom(user.email, user.password, CHROME_WINDOWS, '203.0.113.77');
    const phone = await signInFrom(user.email, user.password, FIREFOX_LINUX, '2001:db8:abcd:12::9');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ device: 'Chrome 131 on Windows', network: '203.0.113.0/24' })]);
    expect(sessions).toContainEqual(expect.objectContaining({ device: 'Firefox 128 on Linux', network: '2001:db8:abcd::/48', current: false }));
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['current', 'device', 'id', 'lastSeenAt', 'network', 'signedInAt']);
      expect(new Date(session.signedInAt).toISOString()).toBe(session.signedInAt);
    }
    const body = JSON.stringify(sessions);
    for (const secret of [laptop, phone, user.token, '203.0.113.77']) expect(body).not.toContain(secret);
  });

  it('signs one session out at its next request, and says 404 for an id that is not the caller’s', async () => {
    const user = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const phone = await signInFrom(user.email, user.password, FIREFOX_LINUX, '198.51.100.4');
    const phoneId = (await list(phone)).find((session) => session.current)!.id;

    const theirs = await endSession(other.token, phoneId);
    expect(theirs.statusCode).toBe(404);
    expect(await isLive(phone)).toBe(true);
    expect((await endSession(user.token, 'no-such-session')).statusCode).toBe(404);

    const response = await endSession(user.token, phoneId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, systemMessage: 'That session has been signed out.' });
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(user.token)).toBe(true);
    expect((await list(user.token)).map((session) => session.id)).not.toContain(phoneId);
    expect((await endSession(user.token, phoneId)).statusCode).toBe(404);
  });

  it('signs every other session out and keeps this one', async () => {
    const user = await registerUser(testApp.app);
    const phone = await signInFrom(user.email, user.password, FIREFOX_LINUX, '198.51.100.4');
    const response = await postJson(testApp.app, '/api/account/sessions/signOutOthers', {}, { headers: bearer(user.token) });
    expect(response.json()).toEqual({ success: true, systemMessage: 'Your other session has been signed out.' });
    expect(await isLive(phone)).toBe(false);
    expect(await list(user.token)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('needs a session, and the XSRF pair to sign anything out', async () => {
    const user = await registerUser(testApp.app);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
    const id = (await list(user.token))[0]!.id;
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: bearer(user.token) })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/account/sessions/signOutOthers', headers: bearer(user.token) })).statusCode).toBe(403);
    expect(await isLive(user.token)).toBe(true);
  });

  it('notes a session’s use at most once in 5 minutes', async () => {
    const user = await registerUser(testApp.app);
    const row = () => testApp.app.db.selectFrom('sessions').select(['last_seen_at', 'created_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await testApp.app.db.updateTable('sessions').set({ last_seen_at: Date.now() - 6 * 60_000 }).where('user_id', '=', user.id).execute();
    await list(user.token);
    const seen = Number((await row()).last_seen_at);
    expect(Date.now() - seen).toBeLessThan(60_000);
    await list(user.token);
    expect(Number((await row()).last_seen_at)).toBe(seen);
  });
});
