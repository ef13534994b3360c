import { bearer, forgotPassword, postJson, registerAdmin, registerUser, registration, signIn, type RegisteredUser } from '../test/accounts-fixture.ts';
import { accountGet, checkUrl, confirmUrl, myProductUrl } from '../test/products-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';

// A NUL character in a field PostgreSQL stores or looks up made the
// call fail with a 500 there (and slip through on SQLite). Control characters are refused
// by the contract's rules with a 400 and the field's message, on both databases alike.
const NUL = '\u0000';
const ESCAPE = '\u001b';

function invalid(field: string, message: string) {
  return { message, statusCode: 400, errors: { [field]: message } };
}

describe(`control characters in input (${testDialect()})`, () => {
  let testApp: TestApp;
  let customer: RegisteredUser;
  let admin: RegisteredUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    customer = await registerUser(testApp.app);
    admin = await registerAdmin(testApp.app);
  });

  afterAll(() => testApp.close());

  // Counted, not looked up by the address: PostgreSQL refuses a NUL in a query parameter too.
  const userCount = async () => Number((await testApp.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('users')).executeTakeFirstOrThrow()).users);

  it.each([
    ['firstName', `Pri${NUL}ya`, 'First Name must not contain control characters'],
    ['lastName', `Nair${ESCAPE}[31m`, 'Last name must not contain control characters'],
    ['email', `priya${NUL}@example.com`, 'Email must not contain control characters'],
    ['city', `Bengaluru${NUL}`, 'City must not contain control characters'],
    ['company', `Nair\tTraders`, 'Company must not contain control characters'],
    ['password', `correct${NUL}horse`, 'Password must not contain the NUL character'],
  ])('registration refuses %s with a control character: 400, no account', async (field, value, message) => {
    const before = await userCount();
    const response = await postJson(testApp.app, '/api/register/save', registration({ [field]: value }));
    expect(response.json()).toEqual(invalid(field, message));
    expect(response.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('sign-in refuses an email with a NUL character with a 400', async () => {
    const response = await signIn(testApp.app, `${customer.email}${NUL}`, customer.password);
    expect(response.json()).toEqual(invalid('email', 'Username must not contain control characters'));
    expect(response.statusCode).toBe(400);
  });

  it('sign-in refuses a password with a NUL character with a 400', async () => {
    const response = await signIn(testApp.app, customer.email, `${customer.password}${NUL}`);
    expect(response.json()).toEqual(invalid('password', 'Password must not contain the NUL character'));
  });

  it('forgotPassword refuses a username with a NUL character with a 400', async () => {
    const response = await forgotPassword(testApp.app, `${customer.email}${NUL}`);
    expect(response.json()).toEqual(invalid('username', 'Username/Email must not contain control characters'));
    expect(response.statusCode).toBe(400);
  });

  it('changePassword refuses a reset code with a NUL character with a 400', async () => {
    const response = await postJson(testApp.app, '/api/login/changePassword', { password: 'a new secret', hash: `abc${NUL}def` });
    expect(response.json()).toEqual(invalid('hash', 'The password reset link is not valid'));
  });

  const put = (url: string, token: string, payload: object) =>
    testApp.app.inject({ method: 'PUT', url, payload, headers: { ...xsrfHeaders(), ...bearer(token) } });

  it('PUT /users/{id} refuses a field with a NUL character with a 400 and changes nothing', async () => {
    const response = await put(`/users/${customer.id}`, customer.token, { firstName: `Ra${NUL}vi` });
    expect(response.json()).toEqual(invalid('firstName', 'First Name must not contain control characters'));
    expect(response.statusCode).toBe(400);
    const row = await testApp.app.db.selectFrom('users').select('first_name').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Priya');
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s /users/%00 by an administrator is a 400, never a 500', async (method) => {
    const response = await testApp.app.inject({
      method,
      url: '/users/%00',
      headers: { ...(method === 'GET' ? {} : xsrfHeaders()), ...bearer(admin.token) },
      ...(method === 'PUT' ? { payload: { city: 'Pune' } } : {}),
    });
    expect(response.json()).toEqual(invalid('id', 'id must not contain control characters'));
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['myProduct', myProductUrl(NUL)],
    ['checkProductClient', checkUrl(NUL, 'CRM')],
    ['confirmAssignProduct', confirmUrl(NUL, 'CRM', 'SCEN')],
  ])('%s with clientId=%00 is a 400, never a 500', async (_call, url) => {
    for (const caller of [admin, customer]) {
      const response = await accountGet(testApp.app, url, caller.token);
      expect(response.json()).toEqual(invalid('clientId', 'clientId must not contain control characters'));
      expect(response.statusCode).toBe(400);
    }
  });

  it('the enquiry description keeps its line breaks and tabs, but not a NUL character', async () => {
    const enquiry = { firstName: 'Vikram', enquiryFor: 'WTM Salesgrow CRM', email: 'vikram@example.com', phoneNo: '+91 98450 12345' };
    const kept = await postJson(testApp.app, '/api/register/salesEnquiry', { ...enquiry, comment: 'Line one\r\n\tLine two' });
    expect(kept.statusCode).toBe(200);
    const refused = await postJson(testApp.app, '/api/register/salesEnquiry', { ...enquiry, comment: `before${NUL}after` });
    expect(refused.json()).toEqual(invalid('comment', 'Description must not contain control characters'));
  });
});
