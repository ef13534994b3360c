import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import type { SectionContentView } from '@wtm/contract/content';
import { loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { uploadContentPicture: jest.fn(), contentSection: jest.fn(), saveContentDraft: jest.fn(), publishContent: jest.fn(), previewContent: jest.fn(), scheduleContent: jest.fn(), contentSchedules: jest.fn(), cancelContentSchedule: jest.fn(), contentAudit: jest.fn(), rollbackContent: jest.fn(), startContentCanary: jest.fn(), promoteContentCanary: jest.fn(), withdrawContentCanary: jest.fn(), logout: jest.fn() },
}));

const contentSection = jest.mocked(api.contentSection);
const saveContentDraft = jest.mocked(api.saveContentDraft);
const publishContent = jest.mocked(api.publishContent);
const rollbackContent = jest.mocked(api.rollbackContent);
const previewContent = jest.mocked(api.previewContent);
const scheduleContent = jest.mocked(api.scheduleContent);
const contentSchedules = jest.mocked(api.contentSchedules);
const cancelContentSchedule = jest.mocked(api.cancelContentSchedule);
const contentAudit = jest.mocked(api.contentAudit);
const startContentCanary = jest.mocked(api.startContentCanary);
const promoteContentCanary = jest.mocked(api.promoteContentCanary);
const withdrawContentCanary = jest.mocked(api.withdrawContentCanary);
const uploadContentPicture = jest.mocked(api.uploadContentPicture);

const plan = (id: string, name: string, inr: number, usd: number, extra: { mostPopular?: boolean; buildsOn?: string } = {}) => ({
  id,
  name,
  summary: `The ${name} plan.`,
  prices: { INR: inr, USD: usd },
  priceUnit: 'per user / month',
  users: 'Billed per user',
  ...extra,
});
const plans = {
  plans: [plan('free', 'Free', 0, 0), plan('standard', 'Standard', 799, 10), plan('professional', 'Professional', 1199, 15, { mostPopular: true, buildsOn: 'standard' }), plan('enterprise', 'Enterprise', 1999, 25, { buildsOn: 'professional' })],
  features: [{ id: 'lead-management', label: 'Lead management', from: 'free' }],
  trialDays: 15,
};
const books: SectionContentView = { section: 'books', liveVersion: 'c-00000000000000000001', entries: [{ entry: 'home-hero', type: 'section-hero', live: { headline: 'Books', text: 'GST and stock.' } }] };
const crm: SectionContentView = {
  section: 'crm',
  liveVersion: 'c-00000000000000000002',
  entries: [
    { entry: 'plans', type: 'crm-plans', live: plans },
    { entry: 'pricing-meta', type: 'page-meta', live: { title: 'Pricing', description: 'Plans and prices.' } },
  ],
};
const draft = (value: Record<string, unknown>, revision: number, updatedBy = 'editor@example.com') => ({ value, revision, updatedBy, updatedAt: '2026-12-02T09:30:00.000Z' });

const plansForm = () => screen.getByRole('form', { name: 'Plans and prices' });
const professionalInr = () => within(within(plansForm()).getByRole('group', { name: 'Plan 3' })).getByLabelText('Price in INR');

async function openStudio() {
  session.signIn(loginSuccess({ email: 'editor@example.com' }));
  const view = renderAccount('/account/content');
  await screen.findByRole('form', { name: 'Plans and prices' });
  return view;
}

beforeEach(() => {
  contentSection.mockImplementation(async (section) => (section === 'books' ? books : crm));
  contentSchedules.mockResolvedValue([]);
});

afterEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

it('sends a visitor who is not signed in to sign in first, and back here after', async () => {
  const view = renderAccount('/account/content');
  await waitFor(() => expect(view.location()).toBe('/login?returnUrl=%2Faccount%2Fcontent'));
  expect(contentSection).not.toHaveBeenCalled();
});

it('says the page is for editors when the API refuses the signed-in customer', async () => {
  session.signIn(loginSuccess());
  contentSection.mockRejectedValue(new ApiError('Forbidden', 403));
  renderAccount('/account/content');
  expect(await screen.findByText('This page is for editors: an administrator can grant you the editor role.')).toBeVisible();
});

it('shows each section with its entries as forms drawn from their content types, starting from the live content', async () => {
  await openStudio();
  expect(screen.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Books' })).toBeVisible();
  expect(within(screen.getByRole('region', { name: 'CRM' })).getByText('Live content: c-00000000000000000002')).toBeVisible();
  expect(professionalInr()).toHaveValue('1199');
  expect(within(plansForm()).getByLabelText('Trial length in days')).toHaveValue('15');
  expect(within(screen.getByRole('form', { name: 'Home page headline' })).getByLabelText('Text').tagName).toBe('TEXTAREA');
  expect(within(within(plansForm()).getByRole('group', { name: 'Plan 3' })).getByLabelText('Most popular')).toBeChecked();
});

it('saves an edited price as a draft with the revision it started from, and says visitors see it once published', async () => {
  const view = await openStudio();
  saveContentDraft.mockImplementation(async (_section, _entry, sent) => draft(sent.value, 1));
  await view.user.clear(professionalInr());
  await view.user.type(professionalInr(), '1299');
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Save draft' }));
  expect(await within(plansForm()).findByText('Draft saved (revision 1). Publish the section to show it to visitors.')).toBeVisible();
  const [section, entry, sent] = saveContentDraft.mock.calls[0]!;
  expect([section, entry, sent.revision]).toEqual(['crm', 'plans', 0]);
  expect((sent.value as typeof plans).plans[2]!.prices).toEqual({ INR: 1299, USD: 15 });
  expect((sent.value as typeof plans).plans[2]!.buildsOn).toBe('standard');
});

it('adds, moves and removes features within their type’s bounds, keeps the plans a fixed set, and saves them in their new order', async () => {
  const view = await openStudio();
  saveContentDraft.mockImplementation(async (_section, _entry, sent) => draft(sent.value, 1));
  expect(within(plansForm()).queryByRole('button', { name: 'Move up: Plan 2' })).toBeNull();
  expect(within(plansForm()).getByRole('button', { name: 'Remove: Feature 1' })).toBeDisabled();
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Add a feature' }));
  const added = within(plansForm()).getByRole('group', { name: 'Feature 2' });
  await view.user.type(within(added).getByLabelText('Feature id'), 'deal-pipeline');
  await view.user.type(within(added).getByLabelText('Feature'), 'Deal pipeline');
  await view.user.selectOptions(within(added).getByLabelText('Feature plan'), 'standard');
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Move up: Feature 2' }));
  // The moved feature is first now, and its button (the one still enabled) keeps the focus.
  expect(within(within(plansForm()).getByRole('group', { name: 'Feature 1' })).getByLabelText('Feature')).toHaveValue('Deal pipeline');
  await waitFor(() => expect(within(plansForm()).getByRole('button', { name: 'Move down: Feature 1' })).toHaveFocus());
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Save draft' }));
  await within(plansForm()).findByText('Draft saved (revision 1). Publish the section to show it to visitors.');
  expect((saveContentDraft.mock.calls[0]![2].value as typeof plans).features.map((feature) => feature.id)).toEqual(['deal-pipeline', 'lead-management']);

  await view.user.click(within(plansForm()).getByRole('button', { name: 'Remove: Feature 2' }));
  expect(within(plansForm()).queryByRole('group', { name: 'Feature 2' })).toBeNull();
  expect(within(plansForm()).getByRole('button', { name: 'Remove: Feature 1' })).toBeDisabled();
});

it('uploads a picture for the hero, asks for its description, saves it with its size, and says the API’s refusal of another file', async () => {
  const view = await openStudio();
  const heroForm = screen.getByRole('form', { name: 'Home page headline' });
  const picture = within(heroForm).getByRole('group', { name: 'Picture' });
  expect(within(picture).getByText('No picture: the page shows its own illustration.')).toBeInTheDocument();
  uploadContentPicture.mockResolvedValueOnce({ id: 'p-0123456789abcdef0123', width: 1600, height: 1000, widths: [320, 640, 960, 1280, 1600] });
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' });
  await view.user.upload(within(picture).getByLabelText('Upload a picture'), file);
  expect(uploadContentPicture).toHaveBeenCalledWith('books', file);
  await view.user.click(within(heroForm).getByRole('button', { name: 'Save draft' }));
  expect(within(picture).getByLabelText('Description for people who cannot see it')).toHaveAccessibleDescription(/Description for people who cannot see it is required/);
  expect(saveContentDraft).not.toHaveBeenCalled();

  await view.user.type(within(picture).getByLabelText('Description for people who cannot see it'), 'The Books dashboard');
  expect(within(picture).getByRole('img', { name: 'The Books dashboard' })).toHaveAttribute('src', '/content/pictures/p-0123456789abcdef0123/320.webp');
  saveContentDraft.mockResolvedValueOnce(draft({}, 1));
  await view.user.click(within(heroForm).getByRole('button', { name: 'Save draft' }));
  expect(saveContentDraft).toHaveBeenCalledWith('books', 'home-hero', { value: { headline: 'Books', text: 'GST and stock.', picture: { id: 'p-0123456789abcdef0123', width: 1600, height: 1000, alt: 'The Books dashboard' } }, revision: 0 });

  uploadContentPicture.mockRejectedValueOnce(new ApiError('This file is an SVG drawing, which pages do not show as a picture.', 415));
  await view.user.upload(within(picture).getByLabelText('Replace the picture'), new File(['<svg/>'], 'logo.svg', { type: 'image/png' }));
  expect(within(picture).getByLabelText('Replace the picture')).toHaveAccessibleDescription(/This file is an SVG drawing/);
});

it('marks a price that is no number at its field and sends nothing', async () => {
  const view = await openStudio();
  await view.user.clear(professionalInr());
  await view.user.type(professionalInr(), '12a');
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Save draft' }));
  expect(await within(plansForm()).findByText('The draft was not saved: correct the fields marked below.')).toBeVisible();
  expect(professionalInr()).toHaveAccessibleDescription('Price in INR must be a number');
  expect(professionalInr()).toHaveAttribute('aria-invalid', 'true');
  expect(saveContentDraft).not.toHaveBeenCalled();
});

it('shows the field the API names in a 400, and on a 409 keeps the editor’s changes until they load the newer draft', async () => {
  const view = await openStudio();
  const metaForm = screen.getByRole('form', { name: 'Pricing page title and description' });
  saveContentDraft.mockRejectedValueOnce(new ApiError('Title is too long', 400, { statusCode: 400, message: 'Title is too long', errors: { 'value.title': 'Title is too long' } }));
  await view.user.click(within(metaForm).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(within(metaForm).getByLabelText('Title')).toHaveAccessibleDescription('Title is too long'));

  const theirs = draft({ ...plans, trialDays: 30 }, 4, 'colleague@example.com');
  saveContentDraft.mockRejectedValueOnce(new ApiError('Conflict', 409, { statusCode: 409, message: 'Conflict', yours: { value: plans, revision: 0 }, theirs }));
  await view.user.clear(professionalInr());
  await view.user.type(professionalInr(), '1399');
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Save draft' }));
  expect(await within(plansForm()).findByText(/colleague@example\.com saved this entry at 2026-12-02 09:30 \(UTC\), after you opened it/)).toBeVisible();
  expect(professionalInr()).toHaveValue('1399');
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Load their draft' }));
  expect(within(plansForm()).getByLabelText('Trial length in days')).toHaveValue('30');
  saveContentDraft.mockImplementation(async (_section, _entry, sent) => draft(sent.value, 5));
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saveContentDraft).toHaveBeenLastCalledWith('crm', 'plans', expect.objectContaining({ revision: 4 })));
});

it('publishes a section, and shows a refusal’s reason with nothing switched', async () => {
  const view = await openStudio();
  const region = screen.getByRole('region', { name: 'CRM' });
  publishContent.mockRejectedValueOnce(new ApiError('The crm content c-1 was refused, nothing switched: its pages failed their checks.\n/crm/pricing: the title is 82 characters', 422));
  await view.user.click(within(region).getByRole('button', { name: 'Publish CRM' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('/crm/pricing: the title is 82 characters');

  publishContent.mockResolvedValueOnce({ section: 'crm', version: 'c-00000000000000000003', published: ['plans'] });
  await view.user.click(within(region).getByRole('button', { name: 'Publish CRM' }));
  expect(await within(region).findByText('Published plans as c-00000000000000000003: visitors see it from their next page.')).toBeVisible();
  await waitFor(() => expect(contentSection).toHaveBeenCalledTimes(4));
});

it('puts the previous content back in one click, and says so when there is none', async () => {
  const view = await openStudio();
  const region = screen.getByRole('region', { name: 'Books' });
  rollbackContent.mockResolvedValueOnce({ section: 'books', version: 'c-00000000000000000000', previous: 'c-00000000000000000001' });
  await view.user.click(within(region).getByRole('button', { name: 'Put the previous content back' }));
  expect(await within(region).findByText('The previous content, c-00000000000000000000, is live again: visitors see it from their next page. Drafts are kept.')).toBeVisible();
  expect(rollbackContent).toHaveBeenCalledWith('books');

  rollbackContent.mockRejectedValueOnce(new ApiError('The books content has no earlier version to roll back to.', 409));
  await view.user.click(within(region).getByRole('button', { name: 'Put the previous content back' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('The books content has no earlier version to roll back to.');
});

it('publishes the drafts to a share of visitors first, refuses a share out of bounds, and publishes a running canary to everyone or withdraws it', async () => {
  const view = await openStudio();
  const region = screen.getByRole('region', { name: 'Books' });
  const form = within(region).getByRole('form', { name: 'Books for a share of visitors first' });
  const share = within(form).getByLabelText('Share of visitors (%)');
  expect(share).toHaveValue('50');
  await view.user.clear(share);
  await view.user.type(share, '100');
  await view.user.click(within(form).getByRole('button', { name: 'Publish Books drafts to this share' }));
  expect(within(form).getByText('Enter a whole number from 1 to 99')).toBeVisible();
  expect(startContentCanary).not.toHaveBeenCalled();

  await view.user.clear(share);
  await view.user.type(share, '50');
  const canary = { version: 'c-00000000000000000009', percent: 50, startedAt: '2026-12-03T10:00:00.000Z' };
  startContentCanary.mockResolvedValueOnce({ section: 'books', canary, published: ['home-hero'] });
  contentSection.mockImplementation(async (section) => (section === 'books' ? { ...books, canary } : crm));
  await view.user.click(within(form).getByRole('button', { name: 'Publish Books drafts to this share' }));
  expect(await within(region).findByText('Published home-hero as c-00000000000000000009 to 50 % of visitors; the others see the live content.')).toBeVisible();
  expect(startContentCanary).toHaveBeenCalledWith('books', 50);
  expect(await within(region).findByText(/^50 % of visitors see c-00000000000000000009 since/)).toBeVisible();

  promoteContentCanary.mockRejectedValueOnce(new ApiError('The books content c-9 was refused, nothing switched: its pages failed their checks.', 422));
  await view.user.click(within(region).getByRole('button', { name: 'Publish it to everyone' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('its pages failed their checks');
  promoteContentCanary.mockResolvedValueOnce({ section: 'books', version: canary.version, previous: books.liveVersion });
  await view.user.click(within(region).getByRole('button', { name: 'Publish it to everyone' }));
  expect(await within(region).findByText('c-00000000000000000009 is live for everyone: visitors see it from their next page.')).toBeVisible();

  withdrawContentCanary.mockResolvedValueOnce(undefined);
  await view.user.click(within(region).getByRole('button', { name: 'Withdraw it' }));
  expect(await within(region).findByText(/^The canary was withdrawn: every visitor sees the live content again/)).toBeVisible();
  expect(withdrawContentCanary).toHaveBeenCalledWith('books');
});

it('previews the drafts on the real pages at phone and desktop widths, and shows the checks’ reason when a page fails', async () => {
  const view = await openStudio();
  const region = screen.getByRole('region', { name: 'CRM' });
  previewContent.mockRejectedValueOnce(new ApiError('The crm content c-1 was refused, nothing switched: its pages failed their checks.\n/crm/pricing: the title is 70 characters', 422));
  await view.user.click(within(region).getByRole('button', { name: 'Preview CRM drafts' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('/crm/pricing: the title is 70 characters');

  const link = (path: string) => ({ path, href: `${path}?preview=signed` });
  previewContent.mockResolvedValueOnce({ section: 'crm', version: 'c-00000000000000000004', expiresAt: '2026-12-05T09:30:00.000Z', pages: [link('/crm'), link('/crm/pricing')] });
  await view.user.click(within(region).getByRole('button', { name: 'Preview CRM drafts' }));
  expect(await within(region).findByText(/pass the release’s page checks on 2 pages .* open until 2026-12-05 09:30 \(UTC\)/)).toBeVisible();
  expect(within(region).queryByRole('alert')).toBeNull();
  expect(within(region).getByRole('link', { name: 'Open /crm/pricing (draft) in a new tab' })).toHaveAttribute('href', '/crm/pricing?preview=signed');
  await view.user.click(within(region).getByRole('button', { name: 'Show /crm/pricing below' }));
  expect(within(region).getByTitle('/crm/pricing with the drafts: Phone, 360 px')).toHaveAttribute('src', '/crm/pricing?preview=signed');
  expect(within(region).getByTitle('/crm/pricing with the drafts: Desktop, 1280 px (half size)')).toHaveAttribute('src', '/crm/pricing?preview=signed');

  // A save after it makes the preview stale: it goes.
  saveContentDraft.mockImplementation(async (_section, _entry, sent) => draft(sent.value, 1));
  await view.user.click(within(plansForm()).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(within(region).queryByTitle(/with the drafts/)).toBeNull());
});

it('schedules a section’s drafts for a time in the editor’s time zone, lists it, and cancels it', async () => {
  const view = await openStudio();
  const form = screen.getByRole('form', { name: 'Schedule CRM' });
  await view.user.click(within(form).getByRole('button', { name: 'Schedule CRM drafts' }));
  expect(within(form).getByLabelText('Publish at')).toHaveAccessibleDescription(/Choose the date and time to publish at/);
  expect(scheduleContent).not.toHaveBeenCalled();

  const at = new Date('2027-04-01T00:00').toISOString();
  const pending = { id: 's1', section: 'crm', entries: ['plans'], at, by: 'editor@example.com', state: 'pending' as const };
  scheduleContent.mockResolvedValueOnce(pending);
  contentSchedules.mockResolvedValue([pending, { ...pending, id: 's0', state: 'done', outcome: 'Published as c-00000000000000000005, 2.0 h late: no instance carried it out at its time.' }]);
  await view.user.type(within(form).getByLabelText('Publish at'), '2027-04-01T00:00');
  await view.user.click(within(form).getByRole('button', { name: 'Schedule CRM drafts' }));
  expect(await within(form).findByText(/^Scheduled: plans will be published at 1 Apr 2027/)).toBeVisible();
  expect(scheduleContent).toHaveBeenCalledWith('crm', at);
  const list = within(form).getByRole('list', { name: 'Scheduled' });
  expect(list).toHaveTextContent('plans at 1 Apr 2027, 00:00');
  expect(within(form).getByRole('list', { name: 'Schedules that ran or were cancelled' })).toHaveTextContent('2.0 h late: no instance carried it out at its time');

  contentSchedules.mockResolvedValue([{ ...pending, state: 'cancelled' }]);
  await view.user.click(within(list).getByRole('button', { name: 'Cancel' }));
  expect(await within(form).findByText('The schedule was cancelled: nothing will be published then.')).toBeVisible();
  expect(cancelContentSchedule).toHaveBeenCalledWith('crm', 's1');
  expect(within(form).getByText('Nothing is scheduled.')).toBeVisible();
});

it('saves a draft by itself a moment after the editor stops typing', async () => {
  const view = await openStudio();
  saveContentDraft.mockImplementation(async (_section, _entry, sent) => draft(sent.value, 1));
  await view.user.clear(professionalInr());
  await view.user.type(professionalInr(), '1299');
  expect(await within(plansForm()).findByText('Draft saved automatically (revision 1). Publish the section to show it to visitors.', {}, { timeout: 4000 })).toBeVisible();
  expect(saveContentDraft).toHaveBeenCalledTimes(1);
  expect(saveContentDraft.mock.calls[0]![2]).toMatchObject({ revision: 0, value: { plans: expect.arrayContaining([expect.objectContaining({ prices: { INR: 1299, USD: 15 } })]) } });
});

it('keeps what the editor typed when the connection is lost, and gives it back when the studio opens again', async () => {
  const view = await openStudio();
  saveContentDraft.mockRejectedValue(new TypeError('Failed to fetch'));
  await view.user.clear(professionalInr());
  await view.user.type(professionalInr(), '1399');
  expect(await within(plansForm()).findByText('The draft could not be saved. Try again.', {}, { timeout: 4000 })).toBeVisible();
  // Not tried again and again while nothing changes.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(saveContentDraft).toHaveBeenCalledTimes(1);
  view.unmount();

  await openStudio();
  expect(professionalInr()).toHaveValue('1399');
  expect(within(plansForm()).getByText('Your changes that were not saved yet are back in the form: they save by themselves in a moment.')).toBeVisible();
});

it('shows who changed what and when as a readable diff, and restores an earlier version as drafts', async () => {
  const view = await openStudio();
  const region = screen.getByRole('region', { name: 'CRM' });
  const raised = structuredClone(plans);
  raised.plans[2]!.prices.INR = 1299;
  contentAudit.mockResolvedValue([
    { at: '2026-12-02T10:00:00.000Z', actor: 'colleague@example.com', action: 'publish', section: 'crm', before: { plans, 'pricing-meta': crm.entries[1]!.live }, after: { plans: raised, 'pricing-meta': crm.entries[1]!.live } },
    { at: '2026-12-01T09:00:00.000Z', actor: 'editor@example.com', action: 'publish', section: 'crm', before: { plans: raised }, after: { plans, 'pricing-meta': crm.entries[1]!.live } },
  ]);
  await view.user.click(within(region).getByText('History of CRM'));
  const history = await within(region).findByRole('list', { name: 'History of CRM' });
  const [latest, earlier] = within(history).getAllByRole('listitem').filter((item) => item.parentElement === history);
  expect(latest).toHaveTextContent('2026-12-02 10:00 (UTC): colleague@example.com published.');
  expect(latest).toHaveTextContent('plans.plans[2].prices.INR: 1199 → 1299');
  expect(contentAudit).toHaveBeenCalledWith('crm');

  // The earlier version is what is live here: nothing to restore. The latest one is new.
  await view.user.click(within(earlier!).getByRole('button', { name: 'Restore this version as drafts' }));
  expect(await within(region).findByText('Nothing to restore: the drafts and live content are this version already.')).toBeVisible();
  saveContentDraft.mockImplementation(async (_section, _entry, sent) => draft(sent.value, 1));
  await view.user.click(within(latest!).getByRole('button', { name: 'Restore this version as drafts' }));
  expect(await within(region).findByText('Restored plans as drafts: preview or publish them to make them live.')).toBeVisible();
  expect(saveContentDraft).toHaveBeenCalledTimes(1);
  expect(saveContentDraft).toHaveBeenCalledWith('crm', 'plans', expect.objectContaining({ revision: 0, value: expect.objectContaining({ plans: expect.arrayContaining([expect.objectContaining({ prices: { INR: 1299, USD: 15 } })]) }) }));
});
