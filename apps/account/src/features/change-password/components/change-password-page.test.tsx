import { act, screen, waitFor } from '@testing-library/react';
import { api, ApiError, session, type ServiceResponse } from '@wtm/api-client';
import { deferred, loginSuccess, serviceResponse } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { login: jest.fn(), register: jest.fn(), logout: jest.fn(), forgotPassword: jest.fn(), changePassword: jest.fn() },
}));

const changePassword = jest.mocked(api.changePassword);
const path = '/login/changePassword?hash=abc123';
const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const changeButton = () => screen.getByRole('button', { name: 'Change Password' });

async function fillIn(view: ReturnType<typeof renderAccount>, password = 'n3w-secret', confirm = password) {
  await view.user.type(newPassword(), password);
  await view.user.type(confirmPassword(), confirm);
}

describe('Change Password screen', () => {
  it('has the heading, fields and button', () => {
    renderAccount(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change Password');
    expect(document.title).toBe('Change Password | WTM');
    expect(newPassword()).toHaveAttribute('name', 'password');
    expect(newPassword()).toHaveAttribute('placeholder', 'New Password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('name', 'confirmPassword');
    expect(confirmPassword()).toHaveAttribute('placeholder', 'Confirm Password');
    expect(newPassword()).toBeRequired();
    expect(confirmPassword()).toBeRequired();
  });

  it('shows the validation messages only after a submit attempt', async () => {
    const view = renderAccount(path);
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirm password required')).not.toBeInTheDocument();
    await view.user.click(changeButton());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password required')).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('explains a short password and a confirmation that does not match', async () => {
    const view = renderAccount(path);
    await fillIn(view, '12345', '12345');
    await view.user.click(changeButton());
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password must be at least 6 characters')).toBeInTheDocument();

    await view.user.type(newPassword(), '6');
    await view.user.type(confirmPassword(), '7');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('hides the form, disables the button and says "Please wait..." while saving', async () => {
    const pending = deferred<ServiceResponse>();
    changePassword.mockReturnValue(pending.promise);
    const view = renderAccount(path);
    await fillIn(view);
    await view.user.click(changeButton());

    expect(newPassword()).not.toBeVisible();
    expect(confirmPassword()).not.toBeVisible();
    expect(changeButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    await act(async () => pending.resolve(serviceResponse(false, 'This link has expired')));
    expect(newPassword()).toBeVisible();
    expect(changeButton()).toBeEnabled();
  });

  it('changes the password with the hash, then shows the message on the Login screen', async () => {
    changePassword.mockResolvedValue(serviceResponse(true, 'Your password has been changed'));
    const view = renderAccount(path);
    await fillIn(view);
    await view.user.click(changeButton());

    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(changePassword).toHaveBeenCalledWith({ password: 'n3w-secret', hash: 'abc123' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'Your password has been changed' });
  });

  it('shows a refusal as an error and stays', async () => {
    changePassword.mockResolvedValue(serviceResponse(false, 'This link has expired'));
    const view = renderAccount(path);
    await fillIn(view);
    await view.user.click(changeButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'This link has expired' }));
    expect(view.location()).toBe(path);
  });

  it('shows "Something went wrong!" on a transport error', async () => {
    changePassword.mockRejectedValue(new ApiError('Service Unavailable', 503));
    const view = renderAccount(path);
    await fillIn(view);
    await view.user.click(changeButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Something went wrong!' }));
    expect(changeButton()).toBeEnabled();
  });

  it('explains a link without hash and offers a new one instead of the form', () => {
    renderAccount('/login/changePassword');
    expect(screen.getByRole('alert')).toHaveTextContent('The password reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/login/forgetPassword');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('sends a signed-in user to /', () => {
    session.signIn(loginSuccess());
    const view = renderAccount(path);
    expect(view.location()).toBe('/');
  });
});
