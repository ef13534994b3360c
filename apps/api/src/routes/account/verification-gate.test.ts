import type { MyProductResponse, ProductAssignmentResponse } from '@wtm/contract';
import { bearer, clearRateLimits, forgotPassword, latestConfirmationCode, latestResetCode, postJson, registerUser, signIn } from '../../test/accounts-fixture.ts';
import { accountGet, checkUrl, confirmUrl, handoffTokenOf, myProductUrl } from '../../test/products-fixture.ts';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { EMAIL_NOT_VERIFIED } from './index.ts';

const DAY = 86_400_000;
const UNVERIFIED = { message: EMAIL_NOT_VERIFIED, statusCode: 403 };

describe(`products need a confirmed address; the trial chosen before registering (${testDialect()})`, () => {
  let testApp: TestApp;
  const get = (url: string, token: string) => accountGet(testApp.app, url, token);
  const lists = async (id: string, token: string) => (await get(myProductUrl(id), token)).json() as MyProductResponse;
  const resend = (token: string, remoteAddress = '198.51.100.9') =>
    testApp.app.inject({ method: 'POST', url: '/api/account/resendVerification', headers: { ...bearer(token), ...xsrfHeaders() }, remoteAddress });
  const confirm = async (email: string) => postJson(testApp.app, '/api/register/verifyEmail', { code: await latestConfirmationCode(testApp.app, email) });

  beforeAll(async () => {
    // The per-account limit is under test here, not the per-address cap of mails a day.
    testApp = await createTestApp({ config: { budgets: { ...DEFAULT_ABUSE_BUDGETS, mailsPerRecipientPerDay: 10 } } });
  });
  afterAll(() => testApp.close());
  beforeEach(() => clearRateLimits(testApp.app));

  it('lets an unconfirmed customer sign in and list products, but neither start nor open one', async () => {
    const customer = await registerUser(testApp.app, {}, { verified: false });
    expect((await signIn(testApp.app, customer.email, customer.password)).json()).toMatchObject({ success: true });
    expect(await lists(customer.id, customer.token)).toMatchObject({ productList: [], emailVerified: false });
    for (const url of [confirmUrl(customer.id, 'CRM', 'SCEN'), checkUrl(customer.id, 'CRM')]) {
      const response = await get(url, customer.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(UNVERIFIED);
      expect(response.body).not.toContain('handoff');
    }
    expect(await testApp.app.db.selectFrom('product_assignments').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
    // Confirmed, the same session starts the product at once.
    expect((await confirm(customer.email)).json().success).toBe(true);
    expect((await lists(customer.id, customer.token)).emailVerified).toBe(true);
    expect((await get(confirmUrl(customer.id, 'CRM', 'SCEN'), customer.token)).json()).toMatchObject({ success: true });
  });

  it('mails a new link on request, to the account’s own address only, at most 5 an hour', async () => {
    const customer = await registerUser(testApp.app, {}, { verified: false });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await resend(customer.token)).statusCode).toBe(200);
    const mails = await testApp.app.db.selectFrom('mail_outbox').select(['recipient', 'kind']).where('kind', '=', 'email-verification-resend').where('recipient', '=', customer.email).execute();
    expect(mails).toHaveLength(5);
    const throttled = await resend(customer.token);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await resend('not-a-token')).statusCode).toBe(401);
  });

  it('sends nothing new to a confirmed account', async () => {
    const customer = await registerUser(testApp.app);
    const before = await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', customer.email).execute();
    expect((await resend(customer.token)).json()).toEqual({ success: true, systemMessage: 'Your email address is already confirmed.' });
    expect(await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', customer.email).execute()).toHaveLength(before.length);
  });

  it('reports the chosen product until it is started, then shows it with its plan and 15 days of trial', async () => {
    const customer = await registerUser(testApp.app, { product: 'CRM', plan: 'professional' });
    expect((await lists(customer.id, customer.token)).trialChoice).toEqual({ productCode: 'CRM', plan: 'professional' });
    const started = Date.now();
    const answer = (await get(confirmUrl(customer.id, 'CRM', 'SCEN'), customer.token)).json() as ProductAssignmentResponse;
    expect(answer.success).toBe(true);
    const after = await lists(customer.id, customer.token);
    expect(after.trialChoice).toBeUndefined();
    const [crm] = after.productList;
    expect(crm).toMatchObject({ productCode: 'CRM', productName: 'WTM Salesgrow CRM', plan: 'professional' });
    const endsAt = Date.parse(crm!.trialEndsAt!);
    expect(endsAt - started).toBeGreaterThanOrEqual(15 * DAY - 1000);
    expect(endsAt - started).toBeLessThanOrEqual(15 * DAY + 60_000);
    // Another product started by hand runs on its default plan.
    await get(confirmUrl(customer.id, 'SERVICE', 'SSEN'), customer.token);
    expect((await lists(customer.id, customer.token)).productList.find((item) => item.productCode === 'SERVICE')).toMatchObject({ plan: 'enterprise' });
  });

  it('gives a free plan no trial end', async () => {
    const customer = await registerUser(testApp.app, { product: 'CRM', plan: 'free' });
    await get(confirmUrl(customer.id, 'CRM', 'SCEN'), customer.token);
    const [crm] = (await lists(customer.id, customer.token)).productList;
    expect(crm).toEqual({ productCode: 'CRM', productName: 'WTM Salesgrow CRM', plan: 'free' });
  });

  it('tells the product that the address is confirmed, in the token and in the verification answer', async () => {
    const customer = await registerUser(testApp.app);
    const answer = (await get(confirmUrl(customer.id, 'ACCOUNT', 'SAEN'), customer.token)).json() as ProductAssignmentResponse;
    const token = handoffTokenOf(answer.projectUrl!);
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
    expect(claims.email_verified).toBe(true);
    const verified = await postJson(testApp.app, '/api/handoff/verify', { token });
    expect(verified.json()).toMatchObject({ success: true, email: customer.email, email_verified: true });
  });

  it('lets the real owner take back an address someone else registered: the reset ends every session and confirms it', async () => {
    const squatter = await registerUser(testApp.app, {}, { verified: false });
    await forgotPassword(testApp.app, squatter.email, { remoteAddress: '198.51.100.77' });
    const code = await latestResetCode(testApp.app, squatter.email);
    expect((await postJson(testApp.app, '/api/login/changePassword', { password: 'the owner’s own', hash: code })).json()).toMatchObject({ success: true });
    expect((await get(myProductUrl(squatter.id), squatter.token)).statusCode).toBe(401);
    const owner = await signIn(testApp.app, squatter.email, 'the owner’s own');
    const token = owner.json().token as string;
    expect((await lists(squatter.id, token)).emailVerified).toBe(true);
  });
});
