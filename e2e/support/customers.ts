import type { APIRequestContext } from '@playwright/test';
import { defaultPassword, newEmail } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

/** What /api/register/save and /api/login/login answer on success. */
export interface SignedInCustomer {
  id: string;
  email: string;
  token: string;
  password: string;
}

/**
 * The XSRF pair api-client sends: any answer sets the XSRF-TOKEN cookie in the request
 * context; state-changing calls repeat it in X-XSRF-TOKEN.
 */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/healthz');
  const cookie = (await request.storageState()).cookies.find((item) => item.name === 'XSRF-TOKEN');
  if (cookie === undefined) throw new Error('the site set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': cookie.value };
}

/** The code of the confirmation link in the newest welcome (or new-link) mail to `email`, from the real SMTP server. */
export async function confirmationCodeMailedTo(email: string): Promise<string> {
  const mail = await waitForMail(email, (item) => item.text.includes('/account/verifyEmail?code='));
  const code = /\/account\/verifyEmail\?code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`no confirmation link in the mail to ${email}`);
  return code;
}

/** Confirms the address with the code of the mailed link, as the Confirm button does. */
export async function confirmThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/register/verifyEmail', { headers: await xsrfHeader(request), data: { code: await confirmationCodeMailedTo(email) } });
  const body = await response.json();
  if (!response.ok() || body.success !== true) throw new Error(`confirmation failed: ${response.status()} ${JSON.stringify(body)}`);
}

/**
 * Registers a customer through the API (POST /api/register/save), as the Register screen
 * does, and confirms the address from the real welcome mail (products open only then)
 * unless `verified: false`.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  overrides: { company?: string; email?: string; verified?: boolean } = {},
): Promise<SignedInCustomer> {
  const email = overrides.email ?? newEmail('home');
  const response = await request.post('/api/register/save', {
    headers: await xsrfHeader(request),
    data: {
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      password: defaultPassword,
      phoneNo: '+91 98450 12345',
      city: 'Pune',
      company: overrides.company ?? 'Verma Traders',
      jobTitleId: 10,
    },
  });
  const body = await response.json();
  if (!response.ok() || body.success !== true) throw new Error(`registration failed: ${response.status()} ${JSON.stringify(body)}`);
  if (overrides.verified !== false) await confirmThroughApi(request, body.email);
  return { id: body.id, email: body.email, token: body.token, password: defaultPassword };
}

/** A company name no other test uses, and the workspace slug the portal derives from it. */
export function uniqueCompany(label: string): { company: string; slug: string } {
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { company: `${label} ${suffix}`, slug: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}` };
}
