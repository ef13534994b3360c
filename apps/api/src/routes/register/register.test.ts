import type { LoginSuccess } from '@wtm/contract';
import { CURRENT_HASH_PREFIX } from '../../services/accounts/password-hasher.ts';
import { bearer, postJson, registration, uniqueEmail } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { EMAIL_TAKEN } from './index.ts';

const SAVE = '/api/register/save';

describe(`POST /api/register/save (${testDialect()})`, () => {
  let testApp: TestApp;
  let address = 0;
  // Each test registers from its own address, except the one about the address limit.
  const register = (payload: unknown) => postJson(testApp.app, SAVE, payload, { remoteAddress: `192.0.2.${(address += 1)}` });

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('creates the account, signs it in and answers like a sign-in', async () => {
    const payload = registration({ email: `  New.Customer.${Date.now()}@Example.COM ` });
    const response = await register(payload);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as LoginSuccess;
    expect(body).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      systemMessage: 'Registration successful',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: payload.email.trim().toLowerCase(),
      firstName: 'Priya',
      lastName: 'Nair',
    });
    const record = await testApp.app.inject({ method: 'GET', url: `/users/${body.id}`, headers: bearer(body.token) });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: body.id, email: body.email, firstName: 'Priya', jobTitleId: 4 });
  });

  it('stores an argon2id hash, never the password, and only a hash of the token', async () => {
    const payload = registration();
    const body = (await register(payload)).json() as LoginSuccess;
    const user = await testApp.app.db.selectFrom('users').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(user.password_hash.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(user.password_hash).not.toContain(payload.password);
    expect(user.role).toBe('customer');
    const sessions = await testApp.app.db.selectFrom('sessions').selectAll().where('user_id', '=', body.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sessions)).not.toContain(body.token);
  });

  it('accepts a long passphrase', async () => {
    const password = 'a long passphrase with spaces that goes on and on, past sixty-four characters!';
    expect(password.length).toBeGreaterThan(64);
    expect((await register(registration({ password }))).json()).toMatchObject({ success: true });
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['phoneNo', 'Phone/Mobile number Name is required'],
    ['city', 'City is required'],
    ['company', 'Company is required'],
    ['jobTitleId', 'Job title is required'],
  ])('refuses a missing %s with the validation message of the contract', async (field, message) => {
    const payload: Record<string, unknown> = { ...registration() };
    delete payload[field];
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400, errors: { [field]: message } });
  });

  it.each([
    ['email', 'not-an-address', 'Enter a valid email address'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', 'x'.repeat(129), 'Password must be at most 128 characters'],
    ['jobTitleId', 12, 'Choose a job title from the list'],
    ['firstName', '   ', 'First Name is required'],
  ])('refuses an invalid %s (%j)', async (field, value, message) => {
    const response = await register(registration({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, statusCode: 400, errors: { [field]: message } });
  });

  it('lists every bad field at once', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toHaveLength(8);
  });

  it('answers success false for an address that is taken, in any letter case', async () => {
    const email = uniqueEmail();
    expect((await register(registration({ email }))).json()).toMatchObject({ success: true });
    const again = await register(registration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: false, systemMessage: EMAIL_TAKEN });
  });

  it('creates one account when two registrations of one address race', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([register(registration({ email })), register(registration({ email }))]);
    expect(answers.map((answer) => answer.json().success).sort()).toEqual([false, true]);
    const rows = await testApp.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('needs the XSRF header like every POST', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: SAVE, payload: registration() });
    expect(response.statusCode).toBe(403);
  });

  it('limits registrations per client address: 10 an hour, then 429 with Retry-After', async () => {
    const remoteAddress = '203.0.113.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postJson(testApp.app, SAVE, registration(), { remoteAddress });
      expect(response.json()).toMatchObject({ success: true });
    }
    const refused = await postJson(testApp.app, SAVE, registration(), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many registrations from your network. Please wait an hour and try again.', statusCode: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});
