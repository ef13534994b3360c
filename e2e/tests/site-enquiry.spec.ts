import { expect, test } from '@playwright/test';
import { capturedMails, waitForMail } from '../support/mailbox.ts';

// The sales enquiry end to end: the form on the built site, the API, the outbox and the
// worker, and a real SMTP server receiving the notice (SALES_EMAIL of global-setup.ts).
// Every enquiry counts against the per-address limit (5 in 10 minutes from 127.0.0.1),
// so this file sends four.

const SALES_INBOX = 'sales-inbox@wtm.example';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an enquiry from /contact is confirmed on screen and reaches the sales inbox with every field', async ({ page }) => {
  const id = unique();
  const email = `priya.${id}@example.com`;
  const name = `Priya <b>${id}</b>`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Sales Enquiry' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Company' }).fill('Nair & Sons Traders');
  await form.getByRole('combobox', { name: 'Product' }).selectOption('WTM Account Books and Inventory');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone/Mobile number' }).fill('+91 98450 12345');
  await form.getByRole('textbox', { name: 'Description' }).fill(`GST invoicing for 3 branches.\nRef ${id}`);
  await form.getByRole('button', { name: 'Enquire Now' }).click();

  await expect(form.getByRole('status').filter({ hasText: 'Your message has been sent. Thank you!' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Enquire Now' })).toBeEnabled();

  const mail = await waitForMail(SALES_INBOX, (received) => received.text.includes(email));
  expect(mail.envelopeTo).toEqual([SALES_INBOX]);
  expect(mail.subject).toBe(`Sales enquiry: WTM Account Books and Inventory from ${name}`);
  expect(mail.replyTo).toBe(email);
  for (const line of [
    'Product: WTM Account Books and Inventory',
    `Name: ${name}`,
    'Company: Nair & Sons Traders',
    `Email: ${email}`,
    'Phone/Mobile number: +91 98450 12345',
    `GST invoicing for 3 branches.\nRef ${id}`,
  ]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.html).toContain(`Priya &lt;b&gt;${id}&lt;/b&gt;`);
  expect(mail.html).toContain('Nair &amp; Sons Traders');
  expect(mail.html).not.toContain(`<b>${id}</b>`);
});

test('an empty submit shows the four messages and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register/salesEnquiry')) posted = true;
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Sales Enquiry' });
  for (const message of ['Name is required', 'Product is required', 'Email is required', 'Phone/Mobile number Name is required']) {
    await expect(form.getByText(message)).toHaveCount(0);
  }
  await form.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription('Product is required');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
  await expect(form.getByRole('textbox', { name: 'Phone/Mobile number' })).toHaveAccessibleDescription('Phone/Mobile number Name is required');
  await expect(form.getByText('Company is required')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  expect(posted).toBe(false);
});

test('/crm/sales-enquiry comes with WTM Salesgrow CRM chosen, /sales-enquiry with nothing chosen', async ({ page }) => {
  await page.goto('/crm/sales-enquiry');
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('WTM Salesgrow CRM');
  await page.goto('/sales-enquiry');
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('');
});

test('an old webinar link to the enquiry form leads to the webinar’s own registration', async ({ page }) => {
  const { events } = (await (await page.request.get('/api/events')).json()) as { events: { slug: string }[] };
  const slug = events[0]!.slug;
  await page.goto(`/sales-enquiry?event=${slug}`);
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  await expect(page.getByRole('region', { name: 'Register for this webinar' })).toBeVisible();
});

test('a bot that fills the hidden website field is thanked, but sales gets no mail', async ({ page }) => {
  const id = unique();
  const email = `bot.${id}@example.com`;
  await page.goto('/sales-enquiry');
  await page.getByRole('textbox', { name: 'Name' }).fill(`Bot ${id}`);
  await page.getByRole('combobox', { name: 'Product' }).selectOption('WTM Service CRM');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone/Mobile number' }).fill('+1 (646) 555-0101');
  // A person can neither see nor tab to it; a bot fills it by name.
  await page.locator('input[name="website"]').fill('http://cheap-pills.example', { force: true });
  await page.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(page.getByText('Your message has been sent. Thank you!')).toBeVisible();

  // A person's enquiry right after it: once its notice has arrived, the bot's would have too.
  const person = `person.${id}@example.com`;
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Person ${id}`);
  await page.getByRole('combobox', { name: 'Product' }).selectOption('WTM Service CRM');
  await page.getByRole('textbox', { name: 'Email' }).fill(person);
  await page.getByRole('textbox', { name: 'Phone/Mobile number' }).fill('+1 (646) 555-0102');
  await page.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(page.getByText('Your message has been sent. Thank you!')).toBeVisible();
  await waitForMail(SALES_INBOX, (received) => received.text.includes(person));
  expect(await capturedMails(SALES_INBOX, (received) => received.text.includes(email))).toEqual([]);
});
