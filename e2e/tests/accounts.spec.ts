import { defaultPassword, expect, newEmail, registerThroughUi, signInThroughUi, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');

test('register lands on account home with the header greeting the customer', async ({ page }) => {
  const email = newEmail('register');
  await registerThroughUi(page, email);
  await expect(header(page).getByRole('button', { name: `Welcome ${email}` })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('sign out, then sign in again with a returnUrl', async ({ page }) => {
  const email = newEmail('returning');
  await registerThroughUi(page, email);
  await header(page).getByRole('button', { name: `Welcome ${email}` }).click();
  await header(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await signInThroughUi(page, email, defaultPassword, '/login?returnUrl=%2Fbooks%2Fpricing');
  await expect(page).toHaveURL(/\/books\/pricing$/);
  await expect(header(page).getByRole('button', { name: `Welcome ${email}` })).toBeVisible();
});

test('a returnUrl to another site falls back to account home', async ({ page }) => {
  const email = newEmail('redirect');
  await registerThroughUi(page, email);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, email, defaultPassword, '/login?returnUrl=%2F%2Fevil.example%2Fphish');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account\/home$/);
});

test('signing in or out in one tab changes the header in every tab', async ({ page, context }) => {
  const email = newEmail('tabs');
  await registerThroughUi(page, email);
  const other = await context.newPage();
  await other.goto('/support');
  await expect(header(other).getByRole('button', { name: `Welcome ${email}` })).toBeVisible();
  await page.goto('/logout');
  await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('forgot password: the mailed link changes the password; the old one stops working', async ({ page }) => {
  const email = newEmail('forgot');
  await registerThroughUi(page, email);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forget Password?' }).click();
  await page.getByRole('textbox', { name: /email address/i }).fill(email);
  await page.getByRole('button', { name: 'Send password reset instruction' }).click();
  await expect(page.getByText('If an account exists for that address')).toBeVisible();

  const mail = await waitForMail(email, (m) => m.text.includes('/login/changePassword?hash='));
  const link = linkIn(mail, `${new URL(page.url()).origin}/login/changePassword?hash=`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.getByPlaceholder('New Password').fill('Brand-New-Secret-7');
  await page.getByPlaceholder('Confirm Password').fill('Brand-New-Secret-7');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await signInThroughUi(page, email, defaultPassword);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughUi(page, email, 'Brand-New-Secret-7');
  await expect(page).toHaveURL(/\/account\/home$/);

  const notice = await waitForMail(email, (m) => /password/i.test(m.subject) && !m.text.includes('changePassword?hash='));
  expect(notice.subject).toMatch(/changed/i);
});

test('the validation messages of the login form show only after a submit attempt', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Username is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});
