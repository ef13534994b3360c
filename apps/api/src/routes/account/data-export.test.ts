import { validate } from '@wtm/contract';
import { accountDataExportSchema } from '@wtm/contract/api-schemas';
import { addAuthenticatorApp, bearer, clearRateLimits, postJson, registerUser, signInToken } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`GET /api/account/export (${testDialect()})`, () => {
  let testApp: TestApp;
  const download = (token?: string) => testApp.app.inject({ method: 'GET', url: '/api/account/export', headers: token === undefined ? {} : bearer(token) });

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('gives the customer everything held on them, as an attachment, and nothing of anyone else', async () => {
    const user = await registerUser(testApp.app, { firstName: 'Meera', company: 'Iyer Traders' });
    const other = await registerUser(testApp.app);
    await signInToken(testApp.app, user.email, user.password);
    // An enquiry sent with the address as typed in capitals, before or without signing in.
    const sent = await postJson(testApp.app, '/api/register/salesEnquiry', { firstName: 'Meera Iyer', enquiryFor: 'WTM Salesgrow CRM', company: 'Iyer Traders', email: user.email.toUpperCase(), phoneNo: '+91 98450 12345', comment: 'Twelve seats, please.' }, { remoteAddress: '203.0.113.77' });
    expect(sent.json()).toMatchObject({ success: true });
    await postJson(testApp.app, '/api/register/salesEnquiry', { firstName: 'Someone Else', enquiryFor: 'WTM Salesgrow CRM', company: 'Else', email: other.email, phoneNo: '+91 98450 12345', comment: 'Not mine.' }, { remoteAddress: '203.0.113.78' });

    const response = await download(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="wtm-account-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(validate(accountDataExportSchema, data)).toMatchObject({ ok: true });
    expect(data.account).toMatchObject({ id: user.id, email: user.email, firstName: 'Meera', company: 'Iyer Traders', role: 'customer' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.salesEnquiries).toEqual([expect.objectContaining({ comment: 'Twelve seats, please.', sentFrom: '203.0.113.77' })]);
    expect(data.sessions).toHaveLength(2);
    expect(data.securityHistory.map((event: { kind: string }) => event.kind)).toEqual(['signed-in']);
    expect(data.mails.map((mail: { kind: string }) => mail.kind)).toContain('email-verification-welcome');
    expect(JSON.stringify(data.mails)).not.toContain('verifyEmail?code=');
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(data.secondFactors).toEqual({ authenticatorAppSince: null, passkeys: [], recoveryCodesLeft: 0 });
    // The download itself is in the history from then on.
    expect((await download(user.token)).json().securityHistory[0].kind).toBe('data-exported');
  });

  it('is for a signed-in customer only, 10 an hour', async () => {
    expect((await download()).statusCode).toBe(401);
    const user = await registerUser(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await download(user.token)).statusCode).toBe(200);
    expect((await download(user.token)).statusCode).toBe(429);
  });

  it('says which second factors the account has and since when, never their secrets or codes', async () => {
    const user = await registerUser(testApp.app);
    const { secret, recoveryCodes } = await addAuthenticatorApp(testApp.app, user.token);
    const data = (await download(user.token)).json();
    expect(data.secondFactors).toEqual({ authenticatorAppSince: expect.stringMatching(/^\d{4}-/), passkeys: [], recoveryCodesLeft: 10 });
    const text = JSON.stringify(data);
    expect(text).not.toContain(secret);
    for (const code of recoveryCodes) expect(text).not.toContain(code);
  });
});
