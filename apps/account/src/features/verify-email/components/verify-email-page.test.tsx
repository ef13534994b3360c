import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import { deferred, loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { verifyEmail: jest.fn(), logout: jest.fn() },
}));

const verifyEmail = jest.mocked(api.verifyEmail);
const CODE = 'Jx3kQ9vT2mW8rLp5sN7bY4cH6dF1gA0eZuKoXiVqRtM';

afterEach(() => jest.clearAllMocks());

describe('Confirm your email address', () => {
  it('confirms nothing by being opened: only the Confirm button posts the code', async () => {
    const view = renderAccount(`/account/verifyEmail?code=${CODE}`);
    expect(document.title).toBe('Confirm your email address | WTM');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
    expect(verifyEmail).not.toHaveBeenCalled();
    const pending = deferred<{ success: boolean; systemMessage: string }>();
    verifyEmail.mockReturnValue(pending.promise);
    await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(verifyEmail).toHaveBeenCalledWith(CODE);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email address…');
    pending.resolve({ success: true, systemMessage: 'Thank you: your email address is confirmed.' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument());
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'Thank you: your email address is confirmed.' });
    // No longer asked to press a button that is gone.
    expect(screen.queryByText(/Press Confirm/)).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to start and open your products.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnUrl=%2Faccount%2Fhome');
  });

  it('takes a signed-in customer to My Account, the message kept across the navigation', async () => {
    session.signIn(loginSuccess());
    verifyEmail.mockResolvedValue({ success: true, systemMessage: 'Thank you: your email address is confirmed.' });
    const view = renderAccount(`/account/verifyEmail?code=${CODE}`);
    await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/account/home'));
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'Thank you: your email address is confirmed.' });
    session.signOut();
  });

  it('shows why a link does not work, and lets the customer try again', async () => {
    verifyEmail.mockResolvedValueOnce({ success: false, systemMessage: 'This confirmation link has expired.' });
    verifyEmail.mockRejectedValueOnce(new ApiError('Too many confirmation attempts. Please wait 15 minutes and try again.', 429));
    const view = renderAccount(`/account/verifyEmail?code=${CODE}`);
    await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'This confirmation link has expired.' }));
    await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Too many confirmation attempts. Please wait 15 minutes and try again.' }));
  });

  it('says so when the link has no code', () => {
    renderAccount('/account/verifyEmail');
    expect(screen.getByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
