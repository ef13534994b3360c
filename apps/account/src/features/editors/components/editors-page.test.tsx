import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import type { EditorView } from '@wtm/contract/content';
import { loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { editors: jest.fn(), grantEditor: jest.fn(), revokeEditor: jest.fn(), logout: jest.fn() },
}));

const editors = jest.mocked(api.editors);
const grantEditor = jest.mocked(api.grantEditor);
const revokeEditor = jest.mocked(api.revokeEditor);

const asha: EditorView = { id: 'u-1', email: 'asha@example.com', name: 'Asha Rao', since: '2026-12-01T08:15:00.000Z' };
const ravi: EditorView = { id: 'u-2', email: 'ravi@example.com', name: 'Ravi Menon', since: '2026-12-02T10:00:00.000Z' };

async function openAsAdmin() {
  session.signIn(loginSuccess({ email: 'admin@example.com' }));
  const view = renderAccount('/account/editors');
  await screen.findByRole('heading', { level: 1, name: 'Editors' });
  return view;
}

afterEach(() => jest.clearAllMocks());

it('sends a visitor who is not signed in to sign in first, and says the page is for administrators to anyone else', async () => {
  const signedOut = renderAccount('/account/editors');
  await waitFor(() => expect(signedOut.location()).toBe('/login?returnUrl=%2Faccount%2Feditors'));
  signedOut.unmount();
  expect(editors).not.toHaveBeenCalled();

  session.signIn(loginSuccess());
  editors.mockRejectedValue(new ApiError('Forbidden', 403));
  renderAccount('/account/editors');
  expect(await screen.findByText('This page is for administrators.')).toBeVisible();
});

it('lists the editors, grants the role by address and revokes it', async () => {
  editors.mockResolvedValueOnce({ editors: [asha] }).mockResolvedValueOnce({ editors: [asha, ravi] }).mockResolvedValueOnce({ editors: [ravi] });
  grantEditor.mockResolvedValue(ravi);
  revokeEditor.mockResolvedValue(undefined);
  const view = await openAsAdmin();
  const list = await screen.findByRole('list', { name: 'Editors' });
  expect(list).toHaveTextContent('asha@example.com Asha Rao, editor since 2026-12-01 08:15 (UTC)');

  const form = screen.getByRole('form', { name: 'Grant the editor role' });
  await view.user.type(within(form).getByLabelText('Email address of the account'), 'ravi@example.com');
  await view.user.click(within(form).getByRole('button', { name: 'Grant' }));
  expect(await within(form).findByText('ravi@example.com is an editor now: they can open the content studio from their next page.')).toBeVisible();
  expect(grantEditor).toHaveBeenCalledWith('ravi@example.com');
  expect(await screen.findByText('ravi@example.com')).toBeVisible();

  await view.user.click(screen.getByRole('button', { name: 'Revoke asha@example.com' }));
  expect(await screen.findByText('asha@example.com is no longer an editor: the content studio is closed to them from their next page.')).toBeVisible();
  expect(revokeEditor).toHaveBeenCalledWith('u-1');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke asha@example.com' })).toBeNull());
});

it('marks a malformed address and an address no account has at the field', async () => {
  editors.mockResolvedValue({ editors: [] });
  grantEditor.mockRejectedValue(new ApiError('No account', 404));
  const view = await openAsAdmin();
  expect(await screen.findByText('No account is an editor yet.')).toBeVisible();
  const form = screen.getByRole('form', { name: 'Grant the editor role' });
  const field = within(form).getByLabelText('Email address of the account');
  await view.user.type(field, 'not an address');
  await view.user.click(within(form).getByRole('button', { name: 'Grant' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(grantEditor).not.toHaveBeenCalled();

  await view.user.clear(field);
  await view.user.type(field, 'nobody@example.com');
  await view.user.click(within(form).getByRole('button', { name: 'Grant' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('No account has this email address: they register first, then you grant the role.'));
});
