import type { LoginSuccess } from '@wtm/contract';
import { bearer, clearRateLimits, confirmationCodeIn, latestConfirmationCode, postJson, registration, registerUser } from '../../test/accounts-fixture.ts';
import { parseMail } from '../../test/mail-parts.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { verificationMessages } from './verify-email.ts';

const VERIFIED = { success: true, systemMessage: verificationMessages.verified };
const refused = (reason: keyof typeof verificationMessages.refused) => ({ success: false, systemMessage: verificationMessages.refused[reason] });

describe(`confirming the address of a new account (${testDialect()})`, () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  let octet = 0;
  const publicUrl = 'https://portal.wtm.example';
  const address = () => `192.0.2.${(octet = (octet % 250) + 1)}`;
  const verify = (code: unknown, remoteAddress = address()) => postJson(testApp.app, '/api/register/verifyEmail', { code }, { remoteAddress });
  const resend = (token: string) => testApp.app.inject({ method: 'POST', url: '/api/account/resendVerification', headers: { ...bearer(token), ...xsrfHeaders() } });
  const emailVerified = async (id: string) => (await testApp.app.db.selectFrom('users').select('email_verified_at').where('id', '=', id).executeTakeFirstOrThrow()).email_verified_at !== null;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await clearRateLimits(testApp.app);
    smtp.messages.length = 0;
  });

  it('mails a designed welcome mail with a text part, the logo and a PUBLIC_URL link to the Confirm page', async () => {
    const customer = await registerUser(testApp.app, { firstName: 'Asha', product: 'CRM', plan: 'standard' }, { verified: false });
    expect(await testApp.app.mailWorker.runOnce()).toMatchObject({ sent: 1 });
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual([customer.email]);
    const parsed = parseMail(mail!.raw);
    expect(parsed.headers.subject).toBe('Welcome to WTM: please confirm your email address');
    const text = parsed.part('text/plain')!.body;
    const html = parsed.part('text/html')!.body;
    expect(text).toContain('Hello Asha,');
    expect(text).toContain('your free trial of WTM Salesgrow CRM (Standard plan)');
    expect(text).toMatch(new RegExp(`Confirm your email address:\\n${publicUrl}/account/verifyEmail\\?code=[A-Za-z0-9_-]{43}\\n`));
    expect(text).toContain('WTM Software Pvt. Ltd.\n4th Floor, Prestige Tech Park');
    expect(html).toContain(`href="${publicUrl}/account/verifyEmail?code=${confirmationCodeIn(text)}"`);
    expect(html).toContain('src="cid:logo@wtm.mail"');
    expect(html).toContain('Sales: +91 80 4718 2200 (India)');
    const logo = parsed.parts.find((part) => part.contentType === 'image/png');
    expect(logo?.headers['content-id']).toBe('<logo@wtm.mail>');
    // Only a hash of the code is stored; the link works for 48 hours.
    const rows = await testApp.app.db.selectFrom('email_verifications').selectAll().where('user_id', '=', customer.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(confirmationCodeIn(text));
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(48 * 3_600_000);
  });

  it('confirms the address once; a second click of the same link says it is confirmed', async () => {
    const customer = await registerUser(testApp.app, {}, { verified: false });
    const code = await latestConfirmationCode(testApp.app, customer.email);
    expect(await emailVerified(customer.id)).toBe(false);
    expect((await verify(code)).json()).toEqual(VERIFIED);
    expect(await emailVerified(customer.id)).toBe(true);
    expect((await verify(code)).json()).toEqual({ success: true, systemMessage: verificationMessages.alreadyVerified });
  });

  it('uses a code exactly once when 10 requests race with it', async () => {
    const customer = await registerUser(testApp.app, {}, { verified: false });
    const code = await latestConfirmationCode(testApp.app, customer.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(code)));
    const rows = await testApp.app.db.selectFrom('email_verifications').select('used_at').where('user_id', '=', customer.id).execute();
    expect(rows.filter((row) => row.used_at !== null)).toHaveLength(1);
    for (const answer of answers) expect(answer.json().success).toBe(true);
  });

  it('refuses an expired link, and a link superseded by a newer one; the newer one works', async () => {
    const customer = await registerUser(testApp.app, {}, { verified: false });
    const first = await latestConfirmationCode(testApp.app, customer.email);
    expect((await resend(customer.token)).json()).toEqual({ success: true, systemMessage: `We sent a new confirmation link to ${customer.email}. It may take a minute to arrive; check your spam folder too.` });
    const second = await latestConfirmationCode(testApp.app, customer.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).json()).toEqual(refused('superseded'));
    await testApp.app.db.updateTable('email_verifications').set({ expires_at: Date.now() - 1 }).where('used_at', 'is', null).where('superseded_at', 'is', null).execute();
    expect((await verify(second)).json()).toEqual(refused('expired'));
    expect(await emailVerified(customer.id)).toBe(false);
    expect((await resend(customer.token)).json().success).toBe(true);
    expect((await verify(await latestConfirmationCode(testApp.app, customer.email))).json()).toEqual(VERIFIED);
  });

  it('refuses unknown codes without telling anything about accounts', async () => {
    expect((await verify('A'.repeat(43))).json()).toEqual(refused('invalid'));
    expect((await verify('short')).json()).toEqual(refused('invalid'));
  });

  it.each([
    [{}, 'The confirmation link is incomplete. Open the link from the email again.'],
    [{ code: ' ' }, 'The confirmation link is incomplete. Open the link from the email again.'],
    [{ code: 'x'.repeat(600) }, 'The confirmation link is not valid'],
    [{ code: 'abc\u0000' }, 'The confirmation link is not valid'],
  ])('refuses %j with a 400 and the contract’s message', async (payload, message) => {
    const response = await postJson(testApp.app, '/api/register/verifyEmail', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400, errors: { code: message } });
  });

  it('never confirms through a GET (what a mail scanner does with the link)', async () => {
    const customer = await registerUser(testApp.app, {}, { verified: false });
    const code = await latestConfirmationCode(testApp.app, customer.email);
    const answer = await testApp.app.inject({ method: 'GET', url: `/api/register/verifyEmail?code=${code}` });
    expect(answer.statusCode).toBe(404);
    expect(await emailVerified(customer.id)).toBe(false);
  });

  it('allows 10 failed attempts per client address in 15 minutes; a success is not counted', async () => {
    const remoteAddress = '203.0.113.77';
    const customer = await registerUser(testApp.app, {}, { verified: false });
    expect((await verify(await latestConfirmationCode(testApp.app, customer.email), remoteAddress)).json()).toEqual(VERIFIED);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await verify('B'.repeat(43), remoteAddress)).statusCode).toBe(200);
    const throttled = await verify('B'.repeat(43), remoteAddress);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: 'Too many confirmation attempts. Please wait 15 minutes and try again.', statusCode: 429 });
  });

  it('registers with a chosen product; a plan of another product or an unknown one is a 400', async () => {
    const accepted = await postJson(testApp.app, '/api/register/save', registration({ product: 'ACCOUNT', plan: 'enterprise' }), { remoteAddress: address() });
    const body = accepted.json() as LoginSuccess;
    expect(body.success).toBe(true);
    const row = await testApp.app.db.selectFrom('users').select(['trial_product', 'trial_plan']).where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ trial_product: 'ACCOUNT', trial_plan: 'enterprise' });
    for (const [payload, field, message] of [
      [{ product: 'ACCOUNT', plan: 'free' }, 'plan', 'Choose a plan of the chosen product'],
      [{ plan: 'free' }, 'plan', 'Choose a plan of the chosen product'],
      [{ product: 'ERP' }, 'product', 'Choose a product from the list'],
      [{ product: 'CRM', plan: 'gold' }, 'plan', 'Choose a plan of the chosen product'],
    ] as const) {
      const response = await postJson(testApp.app, '/api/register/save', { ...registration(), ...payload }, { remoteAddress: address() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, statusCode: 400, errors: { [field]: message } });
    }
  });
});
