import type { AuthenticatorAppSetup, LoginSuccess, RecoveryCodesAnswer, RegisterRequest } from '@wtm/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { setUserRole } from '../repositories/users.repository.ts';
import { xsrfHeaders } from './test-app.ts';
import { totpCode } from './second-factor-fixture.ts';

let sequence = 0;

/** An address no other test uses (factories with unique values). */
export function uniqueEmail(label = 'customer'): string {
  sequence += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.com`;
}

/** A valid registration payload with a unique address. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'Priya',
    lastName: 'Nair',
    email: uniqueEmail(),
    password: 'correct horse 42',
    phoneNo: '+91 98450 12345',
    city: 'Bengaluru',
    company: 'Nair Traders',
    jobTitleId: 4,
    ...overrides,
  };
}

export interface RegisteredUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Registers through the API and returns the new account with its session token. The
 * address is then confirmed as its owner would, with the link of the welcome mail,
 * unless `verified: false` (products open only for confirmed addresses).
 */
export async function registerUser(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}, { verified = true } = {}): Promise<RegisteredUser> {
  const payload = registration(overrides);
  // Each from its own address: the per-address registration limit is not under test here.
  const remoteAddress = nextAddress();
  const response = await postJson(app, '/api/register/save', payload, { remoteAddress });
  const body = response.json() as LoginSuccess;
  if (response.statusCode !== 200 || !body.success) throw new Error(`registration failed: ${response.body}`);
  if (verified) {
    const confirmed = await postJson(app, '/api/register/verifyEmail', { code: await latestConfirmationCode(app, body.email) }, { remoteAddress });
    if (confirmed.json().success !== true) throw new Error(`confirmation failed: ${confirmed.body}`);
  }
  return { id: body.id, email: body.email, password: payload.password, token: body.token };
}

/** The code of the newest address confirmation link mailed to `email`, read from the outbox. */
export async function latestConfirmationCode(app: FastifyInstance, email: string): Promise<string> {
  const newest = await app.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', email)
    .where('kind', 'like', 'email-verification-%')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const code = confirmationCodeIn(newest?.text_body ?? '');
  if (code === undefined) throw new Error(`no confirmation mail to ${email}`);
  return code;
}

/** The code of the confirmation link in a mail's text. */
export function confirmationCodeIn(text: string): string | undefined {
  return /\/account\/verifyEmail\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

/** Registers a user, then makes them an administrator (as admin:create --promote does). */
/**
 * An administrator, with an authenticator app as staff must have (`secondFactor: false`:
 * without, to test that rule).
 */
export async function registerAdmin(app: FastifyInstance, { secondFactor = true } = {}): Promise<RegisteredUser> {
  const admin = await registerUser(app, { email: uniqueEmail('admin') });
  await setUserRole(app.db, admin.email, 'admin', Date.now());
  if (secondFactor) await addAuthenticatorApp(app, admin.token);
  return admin;
}

export interface RequestExtras {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A state-changing JSON request with a matching XSRF pair, as api-client sends it. */
export function postJson(app: FastifyInstance, url: string, payload: unknown, extras: RequestExtras = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...xsrfHeaders(), ...extras.headers },
    ...(extras.remoteAddress === undefined ? {} : { remoteAddress: extras.remoteAddress }),
  });
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extras: RequestExtras & { rememberMe?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const payload = extras.rememberMe === undefined ? { email, password } : { email, password, rememberMe: extras.rememberMe };
  return postJson(app, '/api/login/login', payload, extras);
}

/** Signs in and returns the token, failing the test when the sign-in fails. */
export async function signInToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await signIn(app, email, password);
  const body = response.json() as LoginSuccess;
  if (!body.success) throw new Error(`sign-in failed: ${response.body}`);
  return body.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function forgotPassword(app: FastifyInstance, username: string, extras: RequestExtras = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/login/forgotPassword?username=${encodeURIComponent(username)}`,
    ...(extras.headers === undefined ? {} : { headers: extras.headers }),
    ...(extras.remoteAddress === undefined ? {} : { remoteAddress: extras.remoteAddress }),
  });
}

/** The code of the newest reset link mailed to `email`, read from the outbox. */
export async function latestResetCode(app: FastifyInstance, email: string): Promise<string> {
  const [newest] = await resetMails(app, email);
  if (newest === undefined) throw new Error(`no reset mail to ${email}`);
  return resetCodeIn(newest.text_body);
}

/**
 * The code of the reset link that `request` (a forgot-password call) mails to `email`:
 * the one mail that was not in the outbox before. "The newest" cannot tell two requests
 * apart when both mails were made in the same millisecond.
 */
export async function resetCodeMailedBy(app: FastifyInstance, email: string, request: () => Promise<unknown>): Promise<string> {
  const before = new Set((await resetMails(app, email)).map((mail) => mail.id));
  await request();
  const mailed = (await resetMails(app, email)).filter((mail) => !before.has(mail.id));
  if (mailed.length !== 1) throw new Error(`expected one new reset mail to ${email}, found ${mailed.length}`);
  return resetCodeIn(mailed[0]!.text_body);
}

/** Reset mails to `email`, newest first, once every mail in the making is written. */
async function resetMails(app: FastifyInstance, email: string): Promise<{ id: string; text_body: string }[]> {
  await app.background.drain();
  return app.db
    .selectFrom('mail_outbox')
    .select(['id', 'text_body'])
    .where('recipient', '=', email)
    .where('kind', '=', 'password-reset')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

function resetCodeIn(textBody: string): string {
  const code = /\/login\/changePassword\?hash=([A-Za-z0-9_-]+)/.exec(textBody)?.[1];
  if (code === undefined) throw new Error('no reset link in the mail');
  return code;
}

/** Empties the rate-limit counters, so a test can repeat a request without hitting them. */
export async function clearRateLimits(app: FastifyInstance): Promise<void> {
  await app.db.deleteFrom('rate_limits').execute();
}

/** A different documentation-range address per call, so per-address limits stay apart. */
export function nextAddress(): string {
  sequence += 1;
  return `198.51.100.${sequence % 250}`;
}

export interface AddedApp {
  secret: string;
  recoveryCodes: string[];
}

/** Sets up an authenticator app on the account of `token` as its owner would: the QR's secret, then its first code. */
export async function addAuthenticatorApp(app: FastifyInstance, token: string): Promise<AddedApp> {
  const setup = await postJson(app, '/api/account/authenticatorApp/setup', {}, { headers: bearer(token) });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json<AuthenticatorAppSetup>();
  const confirmed = await postJson(app, '/api/account/authenticatorApp', { code: totpCode(secret) }, { headers: bearer(token) });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json<RecoveryCodesAnswer>().recoveryCodes };
}
