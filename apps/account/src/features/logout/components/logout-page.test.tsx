import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import { deferred, loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { login: jest.fn(), register: jest.fn(), logout: jest.fn(), forgotPassword: jest.fn(), changePassword: jest.fn() },
}));

const logout = jest.mocked(api.logout);

describe('Logout screen', () => {
  it('says it is signing out while the call runs', () => {
    logout.mockReturnValue(deferred<void>().promise);
    renderAccount('/logout');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logout');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    expect(document.title).toBe('Logout | WTM');
  });

  it('calls api.logout once, even in StrictMode, and lands on the Login screen', async () => {
    session.signIn(loginSuccess());
    logout.mockImplementation(async () => session.signOut());
    const view = renderAccount('/logout', { strict: true });

    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'You have been signed out.' });
  });

  it('still lands on /login when the server cannot be reached (the local sign-out happened)', async () => {
    session.signIn(loginSuccess());
    logout.mockImplementation(async () => {
      session.signOut();
      throw new ApiError('The server could not be reached.', 0);
    });
    const view = renderAccount('/logout');
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(session.isSignedIn()).toBe(false);
  });

  it('sends a visitor who was not signed in to /login without a message', async () => {
    logout.mockResolvedValue(undefined);
    const view = renderAccount('/logout');
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(view.alert()).toBeNull();
  });
});
