import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import { loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { confirmEmailChange: jest.fn(), undoEmailChange: jest.fn(), logout: jest.fn() },
}));

const confirmEmailChange = jest.mocked(api.confirmEmailChange);
const undoEmailChange = jest.mocked(api.undoEmailChange);
const CODE = 'Jx3kQ9vT2mW8rLp5sN7bY4cH6dF1gA0eZuKoXiVqRtM';

afterEach(() => {
  jest.clearAllMocks();
  session.signOut();
});

it('changes nothing by being opened; Confirm changes the address, and this browser’s header follows', async () => {
  const user = loginSuccess();
  session.signIn(user);
  const view = renderAccount(`/account/confirmEmailChange?code=${CODE}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeInTheDocument();
  expect(document.title).toBe('Confirm your new email address | WTM');
  expect(confirmEmailChange).not.toHaveBeenCalled();
  confirmEmailChange.mockResolvedValue({ success: true, systemMessage: 'Your address is now asha@new.in.', userId: String(user.id), email: 'asha@new.in' });
  await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success', text: 'Your address is now asha@new.in.' }));
  expect(confirmEmailChange).toHaveBeenCalledWith(CODE);
  expect(session.getCurrentUser()).toMatchObject({ id: user.id, email: 'asha@new.in', token: user.token });
  expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account/home');
});

it('undo signs this browser out when it holds the account, and offers a new password', async () => {
  const user = loginSuccess();
  session.signIn(user);
  undoEmailChange.mockResolvedValue({ success: true, systemMessage: 'Your address is back.', userId: String(user.id), email: user.email });
  const view = renderAccount(`/account/undoEmailChange?code=${CODE}`);
  await view.user.click(await screen.findByRole('button', { name: 'Undo the change' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success', text: 'Your address is back.' }));
  expect(session.getCurrentUser()).toBeNull();
  expect(screen.getByRole('link', { name: 'Set a new password' })).toHaveAttribute('href', '/login/forgetPassword');
});

it('leaves another account’s stored session alone, shows a refusal and lets the button be pressed again', async () => {
  const other = loginSuccess();
  session.signIn(other);
  undoEmailChange.mockResolvedValueOnce({ success: false, systemMessage: 'This link has expired.' });
  undoEmailChange.mockRejectedValueOnce(new ApiError('Too many confirmation attempts. Please wait 15 minutes and try again.', 429));
  undoEmailChange.mockResolvedValueOnce({ success: true, systemMessage: 'Your address is back.', userId: 'someone-else', email: 'x@y.in' });
  const view = renderAccount(`/account/undoEmailChange?code=${CODE}`);
  const undo = await screen.findByRole('button', { name: 'Undo the change' });
  await view.user.click(undo);
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'This link has expired.' }));
  await view.user.click(undo);
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Too many confirmation attempts. Please wait 15 minutes and try again.' }));
  await view.user.click(undo);
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success' }));
  expect(session.getCurrentUser()).toMatchObject({ id: other.id, email: other.email });
});

it('says so when the link has no code', async () => {
  renderAccount('/account/confirmEmailChange');
  expect(await screen.findByText('This link is incomplete. Open the link from the mail again.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
});
