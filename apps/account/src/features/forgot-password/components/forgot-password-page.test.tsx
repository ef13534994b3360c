import { act, screen, waitFor } from '@testing-library/react';
import { api, ApiError, session, type ServiceResponse } from '@wtm/api-client';
import { deferred, loginSuccess, serviceResponse } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { login: jest.fn(), register: jest.fn(), logout: jest.fn(), forgotPassword: jest.fn(), changePassword: jest.fn() },
}));

const forgotPassword = jest.mocked(api.forgotPassword);
const path = '/login/forgetPassword';
const emailField = () => screen.getByLabelText(/^Email address/);
const sendButton = () => screen.getByRole('button', { name: 'Send password reset instruction' });
const sentMessage = 'If an account exists for that address, we have emailed a link to reset the password.';

describe('Forgot Password screen', () => {
  it('has the title, field and button', () => {
    renderAccount(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot Password');
    expect(document.title).toBe('Forgot Password | WTM');
    expect(emailField()).toHaveAttribute('name', 'username');
    expect(emailField()).toHaveAttribute('placeholder', 'Email');
    expect(sendButton()).toHaveAttribute('type', 'submit');
  });

  it('shows "Username/Email required" only after a submit attempt', async () => {
    const view = renderAccount(path);
    expect(screen.queryByText('Username/Email required')).not.toBeInTheDocument();
    await view.user.click(sendButton());
    expect(screen.getByText('Username/Email required')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('hides the form, disables the button and says "Please wait..." while sending', async () => {
    const pending = deferred<ServiceResponse>();
    forgotPassword.mockReturnValue(pending.promise);
    const view = renderAccount(path);
    await view.user.type(emailField(), 'ana@example.com');
    await view.user.click(sendButton());

    expect(emailField()).not.toBeVisible();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');

    await act(async () => pending.resolve(serviceResponse(false, 'Try again later')));
    expect(emailField()).toBeVisible();
    expect(emailField()).toHaveValue('ana@example.com');
    expect(sendButton()).toBeEnabled();
  });

  it('shows the success message, stays on the screen and empties the form', async () => {
    forgotPassword.mockResolvedValue(serviceResponse(true, sentMessage));
    const view = renderAccount(path);
    await view.user.type(emailField(), ' ana@example.com ');
    await view.user.click(sendButton());

    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'success', text: sentMessage }));
    expect(forgotPassword).toHaveBeenCalledWith('ana@example.com');
    expect(view.location()).toBe(path);
    expect(emailField()).toHaveValue('');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username/Email required')).not.toBeInTheDocument();
  });

  it('shows a refusal as an error', async () => {
    forgotPassword.mockResolvedValue(serviceResponse(false, 'Mail could not be sent'));
    const view = renderAccount(path);
    await view.user.type(emailField(), 'ana@example.com');
    await view.user.click(sendButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Mail could not be sent' }));
    expect(sendButton()).toBeEnabled();
  });

  it('shows "Something went wrong!" on a transport error', async () => {
    forgotPassword.mockRejectedValue(new ApiError('Bad Gateway', 502));
    const view = renderAccount(path);
    await view.user.type(emailField(), 'ana@example.com');
    await view.user.click(sendButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Something went wrong!' }));
    expect(emailField()).toBeVisible();
  });

  it('sends a signed-in user to /', () => {
    session.signIn(loginSuccess());
    const view = renderAccount(path);
    expect(view.location()).toBe('/');
  });
});
