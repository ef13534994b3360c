import { request as playwrightRequest, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './fixtures.ts';

/** The code an authenticator app with this secret shows at `at`, computed here with an npm TOTP library. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/**
 * A code the site has not seen yet: the next step's (the site accepts one step either
 * side), since the current one may have just been used to turn the app on.
 */
export const freshTotpCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** Gives the account an authenticator app through the API, as the security page does; returns its secret. */
export async function addAuthenticatorAppThroughApi(baseURL: string, email: string, password: string): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    await request.get('/healthz');
    const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const headers = { 'X-XSRF-TOKEN': xsrf };
    const signedIn = await (await request.post('/api/login/login', { headers, data: { email, password } })).json();
    const auth = { ...headers, authorization: `Bearer ${signedIn.token as string}` };
    const { secret } = await (await request.post('/api/account/authenticatorApp/setup', { headers: auth })).json();
    const confirmed = await request.post('/api/account/authenticatorApp', { headers: auth, data: { code: totpCode(secret) } });
    if (!confirmed.ok()) throw new Error(`the authenticator app was not turned on: ${await confirmed.text()}`);
    return secret as string;
  } finally {
    await request.dispose();
  }
}

/** The second step of the Login screen: the code, then Verify. */
export async function enterSecondStep(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
