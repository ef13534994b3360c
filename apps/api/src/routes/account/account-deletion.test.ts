import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { runHousekeeping } from '../../services/housekeeping.service.ts';
import { bearer, clearRateLimits, postJson, registerUser, signIn, signInToken, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const DAY = 24 * 3_600_000;

describe(`deleting an account (${testDialect()})`, () => {
  let testApp: TestApp;
  let serial = 0;
  const ask = (user: RegisteredUser, currentPassword: string) => postJson(testApp.app, '/api/account/delete', { currentPassword }, { headers: bearer(user.token) });
  const statusWith = async (token: string) => (await testApp.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) })).statusCode;
  const dueOf = async (user: RegisteredUser) => {
    const row = await testApp.app.db.selectFrom('users').select('deletion_due_at').where('id', '=', user.id).executeTakeFirst();
    return row === undefined ? undefined : row.deletion_due_at;
  };

  /** A customer whose every personal value is unique, so any copy of it left anywhere is found. */
  async function customerWithData() {
    serial += 1;
    const mark = `${process.pid}x${Date.now()}x${serial}`;
    const personal = { firstName: `Zoya${mark}`, lastName: `Qureshi${mark}`, company: `Qureshi Looms ${mark}`, city: `Srinagar ${mark}`, phoneNo: `+91 90${String(serial).padStart(3, '0')} ${String(process.pid % 100000).padStart(5, '0')}` };
    const user = await registerUser(testApp.app, personal);
    await signInToken(testApp.app, user.email, user.password);
    const enquiry = await postJson(testApp.app, '/api/register/salesEnquiry', { firstName: personal.firstName, enquiryFor: 'WTM Salesgrow CRM', company: personal.company, email: user.email.toUpperCase(), phoneNo: personal.phoneNo, comment: `Seats for ${mark}` }, { remoteAddress: '203.0.113.91' });
    expect(enquiry.json()).toMatchObject({ success: true });
    return { user, values: [user.email, personal.firstName, personal.lastName, personal.company, personal.city, personal.phoneNo, mark] };
  }

  /** Every row of every table, as text. */
  async function everything(): Promise<string> {
    const tables = await testApp.app.db.introspection.getTables();
    const dumps = await Promise.all(tables.filter((table) => !table.name.startsWith('kysely_')).map(async (table) => JSON.stringify(await testApp.app.db.selectFrom(table.name as 'users').selectAll().execute())));
    return dumps.join('\n').toLowerCase();
  }

  beforeAll(async () => {
    testApp = await createTestApp({ config: { budgets: { ...DEFAULT_ABUSE_BUDGETS, mailsPerRecipientPerDay: 10 } } });
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('needs the password; then signs every session out, mails the owner and deletes nothing yet', async () => {
    const { user } = await customerWithData();
    const wrong = await ask(user, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'The current password is not correct' });
    expect(await dueOf(user)).toBeNull();

    const asked = await ask(user, user.password);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().systemMessage).toMatch(/^Your account will be deleted on \d+ \w+ \d{4}, with everything we hold on you\./);
    expect(Number(await dueOf(user))).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect(await statusWith(user.token)).toBe(401);
    const [mail] = await testApp.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', user.email).where('kind', '=', 'account-deletion-scheduled').execute();
    expect(mail).toMatchObject({ subject: 'Your WTM account will be deleted' });
    expect(mail!.text_body).toContain('http://localhost:8080/login');
    expect(await runHousekeeping(testApp.app.db, Date.now() + 6 * DAY)).toMatchObject({ deletedAccounts: 0 });
    expect(await dueOf(user)).not.toBeUndefined();
  });

  it('is cancelled by signing in during the grace', async () => {
    const { user } = await customerWithData();
    await ask(user, user.password);
    const back = await signIn(testApp.app, user.email, user.password);
    expect(back.json()).toMatchObject({ success: true, systemMessage: 'Login successful. Signing in cancelled the deletion of your account: it stays.' });
    expect(await dueOf(user)).toBeNull();
    await runHousekeeping(testApp.app.db, Date.now() + 8 * DAY);
    expect(await dueOf(user)).toBeNull(); // still there
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: true, systemMessage: 'Login successful' });
  });

  it('deletes after the grace, leaving no personal field in any table and only the account’s id and products', async () => {
    const { user, values } = await customerWithData();
    const kept = await customerWithData();
    const before = await everything();
    for (const value of values) expect(before).toContain(value.toLowerCase());
    await ask(user, user.password);

    expect((await runHousekeeping(testApp.app.db, Date.now() + 8 * DAY)).deletedAccounts).toBeGreaterThanOrEqual(1);
    expect(await dueOf(user)).toBeUndefined();
    const after = await everything();
    for (const value of values) expect(after).not.toContain(value.toLowerCase());
    for (const value of kept.values) expect(after).toContain(value.toLowerCase());
    expect(await testApp.app.db.selectFrom('deleted_accounts').selectAll().where('id', '=', user.id).execute()).toEqual([{ id: user.id, deleted_at: expect.anything(), products: '[]' }]);
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: false });
  });

  it('is for a signed-in customer only, and bad input is a 400', async () => {
    expect((await postJson(testApp.app, '/api/account/delete', { currentPassword: 'x' })).statusCode).toBe(401);
    const { user } = await customerWithData();
    for (const payload of [{}, { currentPassword: 1 }, { currentPassword: '' }]) expect((await postJson(testApp.app, '/api/account/delete', payload, { headers: bearer(user.token) })).statusCode).toBe(400);
    expect(await dueOf(user)).toBeNull();
  });
});
