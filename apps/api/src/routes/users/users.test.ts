import type { UserRecord } from '@wtm/contract';
import { bearer, registerAdmin, registerUser, signIn, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const NO_ACCESS = { message: 'You do not have access to this account.', statusCode: 403 };
const NOT_FOUND = { message: 'User not found', statusCode: 404 };
const RECORD_KEYS = ['city', 'company', 'createdAt', 'email', 'firstName', 'id', 'jobTitleId', 'lastName', 'phoneNo'];

describe(`/users (${testDialect()})`, () => {
  let testApp: TestApp;
  let customer: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : xsrfHeaders()), ...(token === undefined ? {} : bearer(token)) },
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    customer = await registerUser(testApp.app, { firstName: 'Ravi', city: 'Pune' });
    other = await registerUser(testApp.app, { firstName: 'Meera' });
    admin = await registerAdmin(testApp.app);
  });

  afterAll(() => testApp.close());

  it('lets a customer read their own record: the contract fields, never the hash or the role', async () => {
    const response = await call('GET', `/users/${customer.id}`, customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const record = response.json() as UserRecord;
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record).toMatchObject({ id: customer.id, email: customer.email, firstName: 'Ravi', city: 'Pune', lastName: 'Nair' });
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
    expect(response.body).not.toMatch(/argon2|password|role/i);
  });

  it('lets a customer change the allow-listed fields only', async () => {
    const response = await call('PUT', `/users/${customer.id}`, customer.token, {
      firstName: '  Ravindra ',
      company: 'Kulkarni & Sons',
      jobTitleId: '9',
      role: 'admin',
      password: 'taken over',
      email: 'attacker@example.com',
      id: 'someone-else',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customer.id, email: customer.email, firstName: 'Ravindra', company: 'Kulkarni & Sons', jobTitleId: 9 });
    const row = await testApp.app.db.selectFrom('users').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'customer', email: customer.email, first_name: 'Ravindra' });
    expect((await signIn(testApp.app, customer.email, customer.password)).json()).toMatchObject({ success: true });
    expect((await signIn(testApp.app, customer.email, 'taken over')).json()).toMatchObject({ success: false });
  });

  it('refuses invalid changes with the validation messages of the contract', async () => {
    const response = await call('PUT', `/users/${customer.id}`, customer.token, { firstName: ' ', jobTitleId: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'First Name is required',
      statusCode: 400,
      errors: { firstName: 'First Name is required', jobTitleId: 'Choose a job title from the list' },
    });
  });

  it('answers 403 for anyone else’s record, whether or not it exists', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const id of [other.id, 'no-such-user']) {
        const response = await call(method, `/users/${id}`, customer.token, method === 'PUT' ? { firstName: 'X' } : undefined);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(NO_ACCESS);
      }
    }
    const row = await testApp.app.db.selectFrom('users').select('first_name').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Meera');
  });

  it('lists users for administrators only', async () => {
    const refused = await call('GET', '/users', customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NO_ACCESS);

    const listed = await call('GET', '/users', admin.token);
    expect(listed.statusCode).toBe(200);
    const records = listed.json() as UserRecord[];
    expect(records.map((record) => record.id)).toEqual(expect.arrayContaining([customer.id, other.id, admin.id]));
    for (const record of records) expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(listed.body).not.toMatch(/argon2|password_hash/);
  });

  it('lets an administrator read and change any record; an unknown id is 404', async () => {
    expect((await call('GET', `/users/${other.id}`, admin.token)).json()).toMatchObject({ id: other.id, firstName: 'Meera' });
    expect((await call('PUT', `/users/${other.id}`, admin.token, { city: 'Chennai' })).json()).toMatchObject({ city: 'Chennai' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, '/users/no-such-user', admin.token, method === 'PUT' ? { city: 'X' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [['GET', '/users'], ['GET', `/users/${customer.id}`], ['PUT', `/users/${customer.id}`], ['DELETE', `/users/${customer.id}`]] as const) {
      const response = await call(method, url, undefined, method === 'PUT' ? {} : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Your session has ended. Please sign in again.', statusCode: 401 });
    }
  });

  it('lets a customer delete their own account, with its sessions', async () => {
    const leaving = await registerUser(testApp.app);
    const response = await call('DELETE', `/users/${leaving.id}`, leaving.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, systemMessage: 'The account has been deleted.' });
    expect((await call('GET', `/users/${leaving.id}`, leaving.token)).statusCode).toBe(401);
    expect((await call('GET', `/users/${leaving.id}`, admin.token)).statusCode).toBe(404);
    expect((await signIn(testApp.app, leaving.email, leaving.password)).json()).toMatchObject({ success: false });
    const sessions = await testApp.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', leaving.id).execute();
    expect(sessions).toEqual([]);
  });

  it('lets an administrator delete an account', async () => {
    const removed = await registerUser(testApp.app);
    expect((await call('DELETE', `/users/${removed.id}`, admin.token)).json()).toMatchObject({ success: true });
    expect((await call('GET', `/users/${removed.id}`, removed.token)).statusCode).toBe(401);
  });
});
