// A customer runs their own account from Account Home: corrected details show in every
// open tab's header at once; another browser is listed and signed out, and a new password
// ends every other browser's session; a new address is confirmed from its mail and undone
// from the old address's.
import { defaultPassword, expect, newEmail, registerThroughUi, signInThroughUi, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { readFile } from 'node:fs/promises';
import { xsrfHeader } from '../support/customers.ts';
import { capturedMails, linkIn, waitForMail } from '../support/mailbox.ts';

const NEW_SIGN_IN = 'New sign-in to your WTM account';

test('a profile change shows in the header of a second tab and stays after a reload', async ({ page, context }) => {
  const email = newEmail('profile');
  await registerThroughUi(page, email);
  const otherTab = await context.newPage();
  await otherTab.goto('/crm');
  await expectHydrated(otherTab);
  const otherHeader = otherTab.getByRole('banner');
  await otherHeader.getByRole('button', { name: `Welcome ${email}` }).click();
  await expect(otherHeader.getByText('Asha Verma', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Change your name, phone or company' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  const firstName = page.getByRole('textbox', { name: /First Name/ });
  await expect(firstName).toHaveValue('Asha');
  await firstName.fill('Ashwini');
  await page.getByRole('textbox', { name: /Company/ }).fill('Verma & Daughters');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();

  // The other tab was not reloaded: its open menu follows the stored session.
  await expect(otherHeader.getByText('Ashwini Verma', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Company/ })).toHaveValue('Verma & Daughters');
  await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ashwini');
});

test('the security page lists both browsers and signs the other out; a new password ends it again at its next request', async ({ page, browser }) => {
  const email = newEmail('security');
  await registerThroughUi(page, email);
  const otherDevice = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' });
  const phone = await otherDevice.newPage();
  await signInThroughUi(phone, email);
  await expect(phone).toHaveURL(/\/account\/home$/);
  // A browser the account had never been signed in from: the owner is told, with a link here.
  const notice = await waitForMail(email, (mail) => mail.subject === NEW_SIGN_IN);
  expect(notice.text).toContain('Browser: Firefox 128 on Linux');
  await page.goto(linkIn(notice, `${new URL(page.url()).origin}/account/security`));
  await expect(page).toHaveURL(/\/account\/security$/);
  await page.goto('/account/home');

  await page.getByRole('link', { name: 'Change your password' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  // Registration's session (this browser) and the other browser's.
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toContainText('Chrome');
  await sessions.getByRole('button', { name: /^Sign out: Firefox 128 on Linux/ }).click();
  await expect(page.getByText('That session has been signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.reload();
  await expect(phone).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fhome&session=ended$/);

  await signInThroughUi(phone, email);
  await expect(phone).toHaveURL(/\/account\/home$/);
  await page.getByLabel(/^Current password/).fill(defaultPassword);
  await page.getByLabel(/^New password/).fill('a brand new passphrase');
  await page.getByLabel(/^Confirm new password/).fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed, and your other session has been signed out.' })).toBeVisible();
  await phone.reload();
  await expect(phone).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fhome&session=ended$/);
  await page.goto('/account/home');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await signInThroughUi(phone, email, 'a brand new passphrase');
  await expect(phone).toHaveURL(/\/account\/home$/);
  // Its later sign-ins came from a browser the account knows by then.
  expect(await capturedMails(email, (mail) => mail.subject === NEW_SIGN_IN)).toHaveLength(1);
  await otherDevice.close();
});

test('a new address changes from the link mailed to it, and the old address’s link undoes it', async ({ page }) => {
  const email = newEmail('before');
  const moved = newEmail('after');
  await registerThroughUi(page, email);
  await page.goto('/account/security');
  const form = page.getByRole('form', { name: 'Change your email address' });
  await form.getByLabel(/^New email address/).fill(moved);
  await form.getByLabel(/^Your password/).fill(defaultPassword);
  await form.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText(`We sent a link to ${moved}.`, { exact: false })).toBeVisible();

  const confirmation = await waitForMail(moved, (mail) => mail.subject === 'Confirm your new email address for WTM');
  await page.goto(linkIn(confirmation, `${new URL(page.url()).origin}/account/confirmEmailChange?code=`));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your address is now ${moved}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Welcome ${moved}` })).toBeVisible();

  const notice = await waitForMail(email, (mail) => mail.subject === 'The email address of your WTM account was changed');
  expect(notice.text).toContain(moved);
  await page.goto(linkIn(notice, `${new URL(page.url()).origin}/account/undoEmailChange?code=`));
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByText(`Your address is ${email} again`, { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/account\/home$/);
  // The security history tells the whole story, newest first.
  await page.goto('/account/security');
  const history = page.getByRole('list', { name: 'Security history' }).getByRole('listitem').locator('strong');
  await expect(history).toHaveText(['Signed in', `Address change undone: back to ${email}`, `Address changed to ${moved}`, `Change of address to ${moved} asked for`]);
});

test('Download my data gives a file holding the enquiry the customer sent with their address', async ({ page, request }) => {
  const email = newEmail('export');
  const enquiry = { firstName: 'Asha Verma', enquiryFor: 'WTM Salesgrow CRM', company: 'Verma Traders', email, phoneNo: '+91 98450 12345', comment: 'Twelve seats for the Pune office.' };
  const sent = await request.post('/api/register/salesEnquiry', { headers: await xsrfHeader(request), data: enquiry });
  expect((await sent.json()).success).toBe(true);
  await registerThroughUi(page, email);
  await page.goto('/account/security');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('wtm-account-data.json');
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.salesEnquiries).toEqual([expect.objectContaining({ comment: 'Twelve seats for the Pune office.', company: 'Verma Traders' })]);
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();
});

test('Delete my account signs out everywhere and mails the date; signing in within the grace keeps the account', async ({ page }) => {
  const email = newEmail('leaving');
  await registerThroughUi(page, email);
  await page.goto('/account/security');
  const form = page.getByRole('form', { name: 'Delete your account' });
  await form.getByLabel(/^Password to confirm/).fill(defaultPassword);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account will be deleted on' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const notice = await waitForMail(email, (mail) => mail.subject === 'Your WTM account will be deleted');
  expect(notice.text).toContain('sign in before then');

  await signInThroughUi(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'Login successful. Signing in cancelled the deletion of your account: it stays.' })).toBeVisible();
  await page.goto('/account/security');
  await expect(page.getByRole('list', { name: 'Security history' })).toContainText('Deletion cancelled by signing in');
});
