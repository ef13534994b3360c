import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import { loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { changeAccountPassword: jest.fn(), logout: jest.fn() },
}));

const changeAccountPassword = jest.mocked(api.changeAccountPassword);
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const WRONG = 'The current password is not correct';

async function fillAndSubmit(view: Awaited<ReturnType<typeof openSecurity>>, current: string, next: string, confirm = next) {
  await view.user.type(field('Current password'), current);
  await view.user.type(field('New password'), next);
  await view.user.type(field('Confirm new password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Change password' }));
}

async function openSecurity() {
  session.signIn(loginSuccess());
  const view = renderAccount('/account/security');
  await screen.findByRole('form', { name: 'Change your password' });
  return view;
}

afterEach(() => {
  jest.clearAllMocks();
  session.signOut();
});

it('sends a visitor who is not signed in to sign in first and back', async () => {
  const view = renderAccount('/account/security');
  await waitFor(() => expect(view.location()).toBe('/login?returnUrl=%2Faccount%2Fsecurity'));
});

it('changes the password with the current one, says what happened and empties the form', async () => {
  changeAccountPassword.mockResolvedValue({ success: true, systemMessage: 'Your password has been changed, and your other session has been signed out.' });
  const view = await openSecurity();
  await fillAndSubmit(view, 'old secret', 'new secret 1');
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success', text: 'Your password has been changed, and your other session has been signed out.' }));
  expect(changeAccountPassword).toHaveBeenCalledWith({ currentPassword: 'old secret', password: 'new secret 1' });
  await waitFor(() => expect(field('Current password')).toHaveValue(''));
  expect(field('New password')).toHaveValue('');
});

it('checks the new password twice before sending anything', async () => {
  const view = await openSecurity();
  await fillAndSubmit(view, 'old secret', 'new secret 1', 'new secret 2');
  expect(await screen.findByText('Passwords do not match')).toBeVisible();
  expect(changeAccountPassword).not.toHaveBeenCalled();
});

it('marks a wrong current password at its field, focused, keeping what was typed', async () => {
  changeAccountPassword.mockRejectedValue(new ApiError(WRONG, 400, { message: WRONG, statusCode: 400, errors: { currentPassword: WRONG } }));
  const view = await openSecurity();
  await fillAndSubmit(view, 'not it', 'new secret 1');
  expect(await screen.findByText(WRONG)).toBeVisible();
  expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Current password')).toHaveFocus();
  expect(field('New password')).toHaveValue('new secret 1');
  expect(view.alert()).toBeNull();
});

it('shows the wait of a throttled answer and the connection failure', async () => {
  changeAccountPassword
    .mockRejectedValueOnce(new ApiError('Too many wrong current passwords. Please wait 15 minutes, or sign out and use Forgot password.', 429))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const view = await openSecurity();
  await fillAndSubmit(view, 'old secret', 'new secret 1');
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Too many wrong current passwords. Please wait 15 minutes, or sign out and use Forgot password.' }));
  await view.user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Your password was not changed. Check your connection and try again.' }));
  expect(field('Current password')).toHaveValue('old secret');
});
