import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import type { UserRecord } from '@wtm/contract';
import { loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { getUser: jest.fn(), updateUser: jest.fn(), logout: jest.fn() },
}));

const getUser = jest.mocked(api.getUser);
// A required field's label ends in its marker.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const updateUser = jest.mocked(api.updateUser);

const record = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 'u-7',
  email: 'meera@example.com',
  firstName: 'Meera',
  lastName: 'Iyer',
  phoneNo: '+91 98450 12345',
  city: 'Chennai',
  company: 'Iyer & Co',
  jobTitleId: 4,
  createdAt: '2026-11-30T10:00:00.000Z',
  ...overrides,
});

async function openProfile() {
  session.signIn(loginSuccess({ id: 'u-7', email: 'meera@example.com', firstName: 'Meera', lastName: 'Iyer' }));
  const view = renderAccount('/account/profile');
  await screen.findByRole('form', { name: 'My profile' });
  return view;
}

afterEach(() => {
  jest.clearAllMocks();
  session.signOut();
});

it('sends a visitor who is not signed in to sign in first and back', async () => {
  const view = renderAccount('/account/profile');
  await waitFor(() => expect(view.location()).toBe('/login?returnUrl=%2Faccount%2Fprofile'));
  expect(getUser).not.toHaveBeenCalled();
});

it('shows the saved details, saves a change and stores the new name for the header and other tabs', async () => {
  getUser.mockResolvedValue(record());
  updateUser.mockResolvedValue(record({ firstName: 'Meenakshi', company: 'Iyer Traders' }));
  const view = await openProfile();
  expect(getUser).toHaveBeenCalledWith('u-7', expect.anything());
  expect(screen.getByText('The details we hold for meera@example.com.')).toBeVisible();
  const firstName = field('First Name');
  expect(firstName).toHaveValue('Meera');
  expect(field('Job Title')).toHaveValue('4');

  await view.user.clear(firstName);
  await view.user.type(firstName, ' Meenakshi ');
  await view.user.clear(field('Company'));
  await view.user.type(field('Company'), 'Iyer Traders');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success', text: 'Your profile has been saved.' }));
  expect(updateUser).toHaveBeenCalledWith('u-7', { firstName: 'Meenakshi', lastName: 'Iyer', phoneNo: '+91 98450 12345', city: 'Chennai', company: 'Iyer Traders', jobTitleId: 4 });
  expect(session.getCurrentUser()).toMatchObject({ id: 'u-7', token: expect.any(String), firstName: 'Meenakshi', lastName: 'Iyer' });
  expect(JSON.parse(localStorage.getItem('currentUser')!)).toMatchObject({ firstName: 'Meenakshi' });
  expect(field('First Name')).toHaveValue('Meenakshi');
});

it('marks an emptied field with the registration message and sends nothing', async () => {
  getUser.mockResolvedValue(record());
  const view = await openProfile();
  await view.user.clear(field('City'));
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('City is required')).toBeVisible();
  expect(field('City')).toHaveAttribute('aria-invalid', 'true');
  expect(updateUser).not.toHaveBeenCalled();
});

it('keeps what was typed when a save is refused, showing the reason', async () => {
  getUser.mockResolvedValue(record());
  updateUser.mockRejectedValueOnce(new ApiError('Phone/Mobile number must be at most 20 characters', 400)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const view = await openProfile();
  await view.user.clear(field('City'));
  await view.user.type(field('City'), 'Madurai');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Phone/Mobile number must be at most 20 characters' }));
  expect(field('City')).toHaveValue('Madurai');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Your changes were not saved. Check your connection and try again.' }));
  expect(field('City')).toHaveValue('Madurai');
  expect(session.getCurrentUser()).toMatchObject({ firstName: 'Meera' });
});

it('offers a retry when the profile cannot be loaded', async () => {
  getUser.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(record());
  session.signIn(loginSuccess({ id: 'u-7' }));
  const view = renderAccount('/account/profile');
  expect(await screen.findByText('We could not load your profile.')).toBeVisible();
  await view.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'My profile' })).toBeVisible();
});
