// A customer corrects their own details from Account Home; the header of every open tab
// shows the new name at once, and the details are kept on the server.
import { expect, newEmail, registerThroughUi, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';

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
