import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import type { AccountSession, LoginSuccess } from '@wtm/contract';
import { loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { changeAccountPassword: jest.fn(), requestEmailChange: jest.fn(), securityEvents: jest.fn(), exportAccountData: jest.fn(), deleteAccount: jest.fn(), accountSessions: jest.fn(), endSession: jest.fn(), endOtherSessions: jest.fn(), logout: jest.fn(), secondFactors: jest.fn() },
}));

const changeAccountPassword = jest.mocked(api.changeAccountPassword);
const requestEmailChange = jest.mocked(api.requestEmailChange);
const securityEvents = jest.mocked(api.securityEvents);
const exportAccountData = jest.mocked(api.exportAccountData);
const deleteAccount = jest.mocked(api.deleteAccount);
const accountSessions = jest.mocked(api.accountSessions);
const endSession = jest.mocked(api.endSession);
const endOtherSessions = jest.mocked(api.endOtherSessions);

const thisBrowser: AccountSession = { id: 's-1', device: 'Chrome 131 on Windows', network: '203.0.113.0/24', signedInAt: '2026-12-03T08:00:00.000Z', lastSeenAt: '2026-12-03T09:00:00.000Z', current: true };
const phone: AccountSession = { id: 's-2', device: 'Safari 18 on iOS', network: '2001:db8:abcd::/48', signedInAt: '2026-12-01T07:30:00.000Z', lastSeenAt: '2026-12-02T19:00:00.000Z', current: false };
const unknown: AccountSession = { id: 's-3', device: null, network: null, signedInAt: '2026-11-30T10:00:00.000Z', lastSeenAt: '2026-11-30T10:00:00.000Z', current: false };

beforeEach(() => {
  accountSessions.mockResolvedValue({ sessions: [thisBrowser] });
  jest.mocked(api.secondFactors).mockResolvedValue({ authenticatorApp: null, passkeys: [], recoveryCodesLeft: 0, changesAllowedUntil: new Date(Date.now() + 600_000).toISOString() });
  securityEvents.mockResolvedValue({ events: [] });
});
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

it('lists where the account is signed in, marks this browser, and signs one or every other out', async () => {
  accountSessions.mockResolvedValueOnce({ sessions: [thisBrowser, phone, unknown] }).mockResolvedValueOnce({ sessions: [thisBrowser, unknown] }).mockResolvedValueOnce({ sessions: [thisBrowser] });
  endSession.mockResolvedValue({ success: true, systemMessage: 'That session has been signed out.' });
  endOtherSessions.mockResolvedValue({ success: true, systemMessage: 'Your other session has been signed out.' });
  const view = await openSecurity();
  const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Chrome 131 on Windows · This browser');
  expect(items[0]).toHaveTextContent('from network 203.0.113.0/24');
  expect(within(items[0]!).queryByRole('button')).toBeNull();
  expect(items[2]).toHaveTextContent('Unknown browser');

  await view.user.click(within(items[1]!).getByRole('button', { name: /^Sign out: Safari 18 on iOS, signed in / }));
  expect(await screen.findByText('That session has been signed out.')).toBeVisible();
  expect(endSession).toHaveBeenCalledWith('s-2');
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem')).toHaveLength(2));

  await view.user.click(screen.getByRole('button', { name: 'Sign out every other session' }));
  expect(await screen.findByText('Your other session has been signed out.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out every other session' })).toBeNull());
});

it('says when the sessions cannot be loaded or nothing was signed out', async () => {
  accountSessions.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ sessions: [thisBrowser, phone] });
  endSession.mockRejectedValue(new TypeError('Failed to fetch'));
  const view = await openSecurity();
  expect(await screen.findByText('We could not load your sessions.')).toBeVisible();
  await view.user.click(screen.getByRole('button', { name: 'Retry' }));
  await view.user.click(await screen.findByRole('button', { name: /^Sign out: Safari 18 on iOS/ }));
  expect(await screen.findByText('Nothing was signed out. Check your connection and try again.')).toBeVisible();
});

it('asks for a change of address with the password: says where the link went, or marks the refused field', async () => {
  const view = await openSecurity();
  const form = screen.getByRole('form', { name: 'Change your email address' });
  expect(screen.getByRole('region', { name: 'Change your email address' })).toHaveTextContent(`You sign in with ${(session.getCurrentUser() as LoginSuccess).email}.`);
  requestEmailChange.mockRejectedValueOnce(new ApiError(WRONG, 400, { message: WRONG, statusCode: 400, errors: { currentPassword: WRONG } }));
  requestEmailChange.mockResolvedValueOnce({ success: true, systemMessage: 'We sent a link to asha@new.in.' });
  await view.user.type(within(form).getByLabelText(/^New email address/), 'asha@new.in');
  await view.user.type(within(form).getByLabelText(/^Your password/), 'not it');
  await view.user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
  await waitFor(() => expect(within(form).getByText(WRONG)).toBeInTheDocument());
  expect(within(form).getByLabelText(/^New email address/)).toHaveValue('asha@new.in');
  await view.user.clear(within(form).getByLabelText(/^Your password/));
  await view.user.type(within(form).getByLabelText(/^Your password/), 'my secret');
  await view.user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success', text: 'We sent a link to asha@new.in.' }));
  expect(requestEmailChange).toHaveBeenLastCalledWith({ email: 'asha@new.in', currentPassword: 'my secret' });
  await waitFor(() => expect(within(screen.getByRole('form', { name: 'Change your email address' })).getByLabelText(/^New email address/)).toHaveValue(''));
});

it('checks the new address before sending anything', async () => {
  const view = await openSecurity();
  const form = screen.getByRole('form', { name: 'Change your email address' });
  await view.user.type(within(form).getByLabelText(/^New email address/), 'not an address');
  await view.user.type(within(form).getByLabelText(/^Your password/), 'my secret');
  await view.user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
  expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
  expect(requestEmailChange).not.toHaveBeenCalled();
});

it('shows the security history, newest first, each line with its browser, network and time', async () => {
  securityEvents.mockResolvedValue({
    events: [
      { kind: 'email-changed', at: '2026-12-03T09:00:00.000Z', device: 'Chrome 131 on Windows', network: '203.0.113.0/24', detail: 'asha@new.in' },
      { kind: 'sign-in-refused', at: '2026-12-02T08:00:00.000Z', device: null, network: '2001:db8:abcd::/48', detail: null },
    ],
  });
  await openSecurity();
  const lines = within(await screen.findByRole('list', { name: 'Security history' })).getAllByRole('listitem');
  expect(lines.map((line) => line.querySelector('strong')!.textContent)).toEqual(['Address changed to asha@new.in', 'Sign-in refused: wrong password']);
  expect(lines[0]).toHaveTextContent('Chrome 131 on Windows · network 203.0.113.0/24 · ');
  expect(lines[1]).toHaveTextContent('Unknown browser · network 2001:db8:abcd::/48');
});

it('says so when there is no history yet, and offers a retry when it could not load', async () => {
  securityEvents.mockRejectedValueOnce(new ApiError('Service unavailable', 503));
  const view = await openSecurity();
  const section = screen.getByRole('region', { name: 'Security history' });
  await within(section).findByText('We could not load your security history.');
  await view.user.click(within(section).getByRole('button', { name: 'Retry' }));
  expect(await within(section).findByText('Nothing has happened yet.')).toBeInTheDocument();
});

it('downloads the customer’s data as a JSON file, and says why when it cannot', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:data'));
  URL.revokeObjectURL = jest.fn();
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('wtm-account-data.json');
  });
  exportAccountData.mockResolvedValueOnce({ exportedAt: '2026-12-03T10:00:00.000Z' } as never);
  exportAccountData.mockRejectedValueOnce(new ApiError('You have downloaded your data several times in a short time. Please wait an hour and try again.', 429));
  const view = await openSecurity();
  await view.user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
  expect(clicked).toHaveBeenCalledTimes(1);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(created[0]!);
  });
  expect(JSON.parse(text)).toEqual({ exportedAt: '2026-12-03T10:00:00.000Z' });
  await view.user.click(screen.getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'You have downloaded your data several times in a short time. Please wait an hour and try again.' }));
  clicked.mockRestore();
});

it('asks to delete the account with the password, then signs this browser out and goes home', async () => {
  deleteAccount.mockResolvedValue({ success: true, systemMessage: 'Your account will be deleted on 10 December 2026, with everything we hold on you.' });
  const view = await openSecurity();
  const form = screen.getByRole('form', { name: 'Delete your account' });
  await view.user.type(within(form).getByLabelText(/^Password to confirm/), 'my secret');
  await view.user.click(within(form).getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(view.location()).toBe('/'));
  await waitFor(() => expect(session.getCurrentUser()).toBeNull());
  expect(view.visited()).toEqual(['/account/security', '/']);
  expect(deleteAccount).toHaveBeenCalledWith({ currentPassword: 'my secret' });
  expect(session.getCurrentUser()).toBeNull();
  expect(view.alert()).toMatchObject({ kind: 'success', text: 'Your account will be deleted on 10 December 2026, with everything we hold on you.' });
});
