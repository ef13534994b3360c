import type { APIRequestContext } from '@playwright/test';
import { defaultPassword, newEmail } from './fixtures.ts';

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
async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/healthz');
  const cookie = (await request.storageState()).cookies.find((item) => item.name === 'XSRF-TOKEN');
  if (cookie === undefined) throw new Error('the site set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': cookie.value };
}

/** Registers a customer through the API (POST /api/register/save), as the Register screen does. */
export async function registerThroughApi(request: APIRequestContext, overrides: { company?: string; email?: string } = {}): Promise<SignedInCustomer> {
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
  return { id: body.id, email: body.email, token: body.token, password: defaultPassword };
}

/** A company name no other test uses, and the workspace slug the portal derives from it. */
export function uniqueCompany(label: string): { company: string; slug: string } {
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { company: `${label} ${suffix}`, slug: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}` };
}
