import { registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { createSessionsService, SESSION_LIFETIME_MS } from './sessions.service.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';

// Every call reads the session from the database: a session ended anywhere (this process,
// another instance, a deleted account) or expired is refused at the very next call.
const NO_DEVICE = { device: null, network: null };

describe(`sessions service, revocation (${testDialect()})`, () => {
  let testApp: TestApp;
  let clock: number;
  const sessions = () => createSessionsService({ db: testApp.app.db, now: () => clock });

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  beforeEach(() => {
    clock = Date.now();
  });

  async function newSession(service: ReturnType<typeof sessions>): Promise<{ user: RegisteredUser; token: string }> {
    const user = await registerUser(testApp.app);
    return { user, token: await service.start(testApp.app.db, user.id, false, NO_DEVICE) };
  }

  /** Revokes as another instance would: in the database only. */
  async function revokeElsewhere(token: string): Promise<void> {
    await testApp.app.db.updateTable('sessions').set({ revoked_at: clock }).where('token_hash', '=', hashSecretToken(token)).execute();
  }

  it('refuses a session ended through this process at once', async () => {
    const service = sessions();
    const { user, token } = await newSession(service);
    expect(await service.authenticate(token)).toEqual({ id: user.id, email: user.email, role: 'customer', emailVerified: true, editor: false, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), signedInAt: expect.any(Number), secondFactor: false });
    expect(await service.end(token)).toBe(true);
    expect(await service.authenticate(token)).toBeUndefined();
  });

  it('refuses every session of a user whose sessions were all ended, at once', async () => {
    const service = sessions();
    const { user, token } = await newSession(service);
    const other = await service.start(testApp.app.db, user.id, true, NO_DEVICE);
    expect(await service.authenticate(token)).toBeDefined();
    expect(await service.authenticate(other)).toBeDefined();
    expect(await service.authenticate(user.token)).toBeDefined();
    // Registration's session, and the two started here.
    expect(await service.endAllForUser(testApp.app.db, user.id)).toBe(3);
    expect(await service.authenticate(user.token)).toBeUndefined();
    expect(await service.authenticate(token)).toBeUndefined();
    expect(await service.authenticate(other)).toBeUndefined();
  });

  it('refuses a session ended by another instance at the next call', async () => {
    const service = sessions();
    const { token } = await newSession(service);
    expect(await service.authenticate(token)).toBeDefined();
    await revokeElsewhere(token);
    expect(await service.authenticate(token)).toBeUndefined();
  });

  it("refuses a session ended through another instance's service at the next call", async () => {
    const here = sessions();
    const there = sessions();
    const { token } = await newSession(here);
    expect(await here.authenticate(token)).toBeDefined();
    expect(await there.end(token)).toBe(true);
    expect(await here.authenticate(token)).toBeUndefined();
  });

  it('never lets a session outlive its expiry', async () => {
    const service = sessions();
    const { token } = await newSession(service);
    clock += SESSION_LIFETIME_MS - 1;
    expect(await service.authenticate(token)).toBeDefined();
    clock += 1;
    expect(await service.authenticate(token)).toBeUndefined();
  });

  it('refuses the sessions of a deleted user at the next call', async () => {
    const service = sessions();
    const { user, token } = await newSession(service);
    expect(await service.authenticate(token)).toBeDefined();
    await testApp.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await service.authenticate(token)).toBeUndefined();
  });
});
