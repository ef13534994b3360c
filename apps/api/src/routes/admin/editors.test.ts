import type { EditorsList } from '@wtm/contract/content';
import { addAuthenticatorApp, bearer, registerAdmin, registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`administrators grant and revoke the editor role by address (${testDialect()})`, () => {
  let testApp: TestApp;
  let admin: RegisteredUser;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: RegisteredUser | undefined, payload?: object | string) =>
    testApp.app.inject({ method, url, headers: { ...(user === undefined ? {} : bearer(user.token)), ...(method === 'GET' ? {} : xsrfHeaders()) }, ...(payload === undefined ? {} : { payload }) });
  const editors = async () => ((await call('GET', '/api/admin/editors', admin)).json() as EditorsList).editors;

  beforeEach(async () => {
    testApp = await createTestApp();
    admin = await registerAdmin(testApp.app);
  });
  afterEach(() => testApp.close());

  it('grants by address (any case), lists editors, keeps the first grant, and revokes at the next request', async () => {
    const colleague = await registerUser(testApp.app, { firstName: 'Asha', lastName: 'Rao' });
    await addAuthenticatorApp(testApp.app, colleague.token);
    expect(await editors()).toEqual([]);
    expect((await call('GET', '/api/content/crm', colleague)).statusCode).toBe(403);

    const granted = await call('POST', '/api/admin/editors', admin, { email: `  ${colleague.email.toUpperCase()} ` });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ id: colleague.id, email: colleague.email, name: 'Asha Rao', since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await editors()).toEqual([granted.json()]);
    expect((await call('POST', '/api/admin/editors', admin, { email: colleague.email })).json().since).toBe(granted.json().since);
    expect((await call('GET', '/api/content/crm', colleague)).statusCode).toBe(200);

    expect((await call('PUT', `/api/admin/users/${colleague.id}/editor`, admin, { editor: false })).json()).toEqual({ id: colleague.id, editor: false });
    expect(await editors()).toEqual([]);
    expect((await call('GET', '/api/content/crm', colleague)).statusCode).toBe(403);
  });

  it('answers an unknown address 404, a bad one 400, and anyone but an administrator 401 or 403', async () => {
    const customer = await registerUser(testApp.app);
    expect((await call('POST', '/api/admin/editors', admin, { email: 'nobody@example.com' })).json()).toEqual({ statusCode: 404, message: 'No account has this email address: they register first.' });
    expect((await call('POST', '/api/admin/editors', admin, { email: 'not an address' })).json()).toMatchObject({ statusCode: 400, errors: { email: expect.any(String) } });
    expect((await call('POST', '/api/admin/editors', admin, {})).json()).toMatchObject({ statusCode: 400, errors: { email: 'email is required' } });
    expect((await call('POST', '/api/admin/editors', admin, 'not json')).statusCode).toBe(415);
    const broken = await testApp.app.inject({ method: 'POST', url: '/api/admin/editors', headers: { ...bearer(admin.token), ...xsrfHeaders(), 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/editors', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/editors', customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/editors', customer, { email: customer.email })).statusCode).toBe(403);
    expect(await editors()).toEqual([]);
  });
});
