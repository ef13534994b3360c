// Two-step sign-in as a customer meets it: an authenticator app turned on from the security
// page (codes computed here with an npm TOTP library), each code good once, a recovery code
// good once; and a passkey made through Chromium's virtual authenticator that signs in alone.
// The site's PUBLIC_URL is http://localhost:…: WebAuthn needs a domain, not an IP.
import type { Page } from '@playwright/test';
import { expect, newEmail, registerThroughUi, signInThroughUi, test } from '../support/fixtures.ts';
import { startReleaseSite, type ReleaseSite } from '../support/release-site.ts';
import { enterSecondStep, freshTotpCode, totpCode } from '../support/second-factor.ts';

let site: ReleaseSite;
test.beforeAll(async () => {
  site = await startReleaseSite({ hostName: 'localhost' });
});
test.afterAll(async () => {
  await site?.stop();
});

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

test('an authenticator app turned on from the security page asks each sign-in for a code; a used code is refused; a recovery code works once', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: site.baseUrl });
  const page = await context.newPage();
  const email = newEmail('totp');
  await registerThroughUi(page, email);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace('Or type this key: ', '');
  await page.getByRole('textbox', { name: /^Code from the app/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const shown = page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const recoveryCode = await shown.first().innerText();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/^On since /)).toBeVisible();

  await signOut(page);
  await signInThroughUi(page, email, undefined, '/login?returnUrl=%2Faccount%2Fsecurity');
  const code = freshTotpCode(secret);
  await enterSecondStep(page, code);
  await expect(page).toHaveURL(/\/account\/security$/);

  // The same code again: refused, and the step stays for another.
  await signOut(page);
  await signInThroughUi(page, email);
  await enterSecondStep(page, code);
  await expect(page.getByRole('alert')).toContainText('That code is not right, or it was used already.');
  await page.getByRole('textbox', { name: /^Code/ }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);

  await signOut(page);
  await signInThroughUi(page, email);
  await enterSecondStep(page, recoveryCode);
  await expect(page.getByRole('alert')).toContainText('That code is not right, or it was used already.');
  await context.close();
});

test('a passkey added on the security page signs in without a password from the browser’s autofill, to returnUrl', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: site.baseUrl });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const presence = (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
  const email = newEmail('passkey');
  await registerThroughUi(page, email);
  await page.goto('/account/security');
  await page.getByRole('textbox', { name: /^Name of the new passkey/ }).fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toContainText(['This laptop']);
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  // Signed out, Login offers the passkey in the username field's autofill; the virtual
  // authenticator, always present, takes the offer at once.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/account\/home$/);

  // Signed out with nobody at the authenticator, the autofill offer waits; opened again with
  // someone there, Login signs in to its returnUrl.
  await presence(false);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: /Username/ })).toHaveAttribute('autocomplete', 'username webauthn');
  await presence(true);
  await page.goto('/login?returnUrl=%2Faccount%2Fsecurity');
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('last used');
  await context.close();
});
