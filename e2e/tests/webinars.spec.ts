import ICAL from 'ical.js';
import AxeBuilder from '@axe-core/playwright';
import { expect, newEmail, test } from '../support/fixtures.ts';
import { capturedMails, waitForMail } from '../support/mailbox.ts';

// "Register" on a webinar records a registration, mails a confirmation with a
// calendar invitation and tells sales; a second sign-up is answered kindly.

const SALES = 'sales-inbox@wtm.example';

test('registering for a webinar mails a parseable calendar invitation, tells sales, and a duplicate is handled kindly', async ({ page }) => {
  const email = newEmail('webinar');
  // A webinar with a seat limit (the schedule's content says which): its Register link on /events.
  const { events } = (await (await page.request.get('/api/events')).json()) as { events: { slug: string; seatsLeft?: number }[] };
  const slug = events.find((item) => item.seatsLeft !== undefined)!.slug;
  await page.goto('/events');
  await page.locator(`a[href="/events/${slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  // The listing stays on screen until the event's page has loaded: read the heading after.
  await expect(page.getByRole('region', { name: 'Register for this webinar' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const seats = page.getByRole('region', { name: 'Register for this webinar' }).getByRole('status').first();
  await expect(seats).toHaveText(/^\d+ seats left\.$/);
  const before = Number((await seats.textContent())!.split(' ')[0]);

  await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: /^Company/ }).fill('Iyer Exports');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('You are registered. We have e-mailed you the joining link and a calendar invitation.')).toBeVisible();
  await expect(seats).toHaveText(`${before - 1} seats left.`);

  const mail = await waitForMail(email, (item) => item.subject === `You are registered: ${title}`);
  expect(mail.text).toContain(`Joining link: https://meet.wtm.example/webinars/${slug}`);
  const confirm = /Confirm my seat:\n(\S+)/.exec(mail.text)![1]!;
  expect(new URL(confirm).pathname).toBe('/webinar-seat/confirm');
  expect(mail.attachments.some((item) => item.cid === 'logo@wtm.mail')).toBe(true);
  const invite = mail.attachments.find((item) => item.filename === 'invite.ics');
  expect(invite).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(invite!.content));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe(title);
  expect(event.location).toBe(`https://meet.wtm.example/webinars/${slug}`);
  expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());

  const notice = await waitForMail(SALES, (item) => item.subject === `Webinar registration from Meera Iyer: ${title}` && item.replyTo === email);
  expect(notice.text).toContain('Company: Iyer Exports');

  // The same address again, in other letters: answered kindly, nothing sent twice.
  await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: /^Company/ }).fill('Iyer Exports');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(/You are already registered for this webinar/)).toBeVisible();
  await expect(seats).toHaveText(`${before - 1} seats left.`);
  expect(await capturedMails(email)).toHaveLength(1);

  // The mail's link opens a page whose button keeps the seat.
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat is confirmed' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`a webinar's page passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/events');
    await page.getByRole('article').first().getByRole('link', { name: /^Register for/ }).click();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
