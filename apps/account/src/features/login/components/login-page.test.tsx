import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, session } from '@wtm/api-client';
import { deferred, loginFailure, loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { login: jest.fn(), completeSignIn: jest.fn(), register: jest.fn(), logout: jest.fn(), forgotPassword: jest.fn(), changePassword: jest.fn() },
}));

const login = jest.mocked(api.login);
const completeSignIn = jest.mocked(api.completeSignIn);

async function fillIn(view: ReturnType<typeof renderAccount>, username = 'ana@example.com', password = 'secret1') {
  await view.user.type(screen.getByLabelText(/^Username/), username);
  await view.user.type(screen.getByLabelText(/^Password/), password);
}

const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('Login screen', () => {
  it('shows the fields, links, title and one h1', () => {
    renderAccount('/login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(document.title).toBe('Login | WTM');
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('novalidate');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('name', 'username');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username webauthn');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute('href', '/login/forgetPassword');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the validation messages only after a submit attempt, and focuses the first invalid field', async () => {
    const view = renderAccount('/login');
    await view.user.type(screen.getByLabelText(/^Username/), 'x');
    await view.user.clear(screen.getByLabelText(/^Username/));
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await view.user.click(loginButton());

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(expect.stringContaining('Username is required'));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(login).not.toHaveBeenCalled();

    await view.user.type(screen.getByLabelText(/^Username/), 'ana@example.com');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('disables the Login button and says "Please wait..." while signing in', async () => {
    const pending = deferred<ReturnType<typeof loginFailure>>();
    login.mockReturnValue(pending.promise);
    const view = renderAccount('/login');
    await fillIn(view);
    await view.user.click(loginButton());

    expect(loginButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    expect(screen.getByLabelText(/^Username/)).toBeVisible();

    await act(async () => pending.resolve(loginFailure()));
    expect(loginButton()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('signs in, sends rememberMe, keeps the success message across the navigation to /account/home', async () => {
    login.mockImplementation(async (body) => {
      const answer = loginSuccess({ email: body.email, systemMessage: 'Welcome back!' });
      session.signIn(answer); // as api.login does: the session is stored before it resolves
      return answer;
    });
    const view = renderAccount('/login');
    await fillIn(view, '  ana@example.com ');
    await view.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await view.user.click(loginButton());

    await waitFor(() => expect(view.location()).toBe('/account/home'));
    // Straight there: the signed-in redirect to / must not race the screen's own navigation.
    expect(view.visited()).toEqual(['/login', '/account/home']);
    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret1', rememberMe: true });
    expect(screen.getByText('Account home stub')).toBeInTheDocument();
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'Welcome back!' });
  });

  it('asks an account with a second factor for its code, keeps returnUrl and Remember me, and goes back to the password when the step is gone', async () => {
    login.mockResolvedValue({ success: false, systemMessage: 'Enter the code', secondFactor: { token: 'step-1', methods: ['authenticator-app'] } });
    completeSignIn
      .mockResolvedValueOnce({ success: false, systemMessage: 'That code is not right', secondFactor: { token: 'step-1', methods: ['authenticator-app'] } })
      .mockImplementationOnce(async () => {
        const answer = loginSuccess();
        session.signIn(answer);
        return answer;
      });
    const view = renderAccount('/login?returnUrl=%2Faccount%2Fhome');
    await fillIn(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await view.user.click(loginButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^Code/), '111111');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'That code is not right' }));
    expect(screen.getByLabelText(/^Code/)).toHaveValue('');
    await view.user.type(screen.getByLabelText(/^Code/), '222222');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.location()).toBe('/account/home'));
    expect(completeSignIn).toHaveBeenLastCalledWith({ token: 'step-1', code: '222222', rememberMe: true });
  });

  it('says so when the browser cannot use passkeys, and the form stays usable', async () => {
    const view = renderAccount('/login');
    await view.user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'This browser cannot use passkeys. Sign in with your email and password.' }));
    expect(loginButton()).toBeEnabled();
  });

  it('returns to the password when the second step has expired', async () => {
    login.mockResolvedValue({ success: false, systemMessage: 'Enter the code', secondFactor: { token: 'step-2', methods: ['authenticator-app', 'passkey'] } });
    completeSignIn.mockResolvedValue({ success: false, systemMessage: 'This sign-in has expired. Please enter your email and password again.' });
    const view = renderAccount('/login');
    await fillIn(view);
    await view.user.click(loginButton());
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(screen.getByRole('button', { name: 'Use a passkey instead' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^Code/), 'abcde-23456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(view.alert()).toMatchObject({ kind: 'error', text: 'This sign-in has expired. Please enter your email and password again.' });
  });

  it('sends rememberMe false when the box is left unticked', async () => {
    login.mockResolvedValue(loginSuccess());
    const view = renderAccount('/login');
    await fillIn(view);
    await view.user.click(loginButton());
    await waitFor(() => expect(view.location()).toBe('/account/home'));
    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret1', rememberMe: false });
  });

  it('goes to a safe returnUrl after success', async () => {
    login.mockResolvedValue(loginSuccess());
    const view = renderAccount('/login?returnUrl=%2Fbooks%2Fpricing%3Ftab%3Dusd');
    await fillIn(view);
    await view.user.click(loginButton());
    await waitFor(() => expect(view.location()).toBe('/books/pricing?tab=usd'));
  });

  it('says the session ended when api-client sent the customer here after a 401, and still goes back', async () => {
    login.mockResolvedValue(loginSuccess());
    const view = renderAccount('/login?returnUrl=%2Faccount%2Fhome%3Fproduct%3DCRM&session=ended');
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Your session has ended. Please log in again.' }));
    await fillIn(view);
    await view.user.click(loginButton());
    await waitFor(() => expect(view.location()).toBe('/account/home?product=CRM'));
  });

  it('says nothing about a session on a plain Login', () => {
    const view = renderAccount('/login?returnUrl=%2Faccount%2Fhome');
    expect(view.alert()).toBeNull();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'refuses the returnUrl %s and goes to /account/home',
    async (returnUrl) => {
      login.mockResolvedValue(loginSuccess());
      const view = renderAccount(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await fillIn(view);
      await view.user.click(loginButton());
      await waitFor(() => expect(view.location()).toBe('/account/home'));
    },
  );

  it.each(['/logout', '/login', '/register'])('goes to /account/home, not back to %s, after success', async (returnUrl) => {
    login.mockResolvedValue(loginSuccess());
    const view = renderAccount(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await fillIn(view);
    await view.user.click(loginButton());
    await waitFor(() => expect(view.location()).toBe('/account/home'));
  });

  it('shows a refusal as an error and re-enables the form', async () => {
    login.mockResolvedValue(loginFailure('Invalid email or password'));
    const view = renderAccount('/login');
    await fillIn(view);
    await view.user.click(loginButton());

    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Invalid email or password' }));
    expect(view.location()).toBe('/login');
    expect(loginButton()).toBeEnabled();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ana@example.com');
    expect(session.isSignedIn()).toBe(false);
  });

  it('shows the verification only once an answer asks for it, and sends its solution with the next Login', async () => {
    const askedFor = 'To protect this account from password guessing, please complete the verification below, then sign in again.';
    login.mockResolvedValueOnce(loginFailure()).mockResolvedValueOnce(loginFailure(askedFor, true));
    const view = renderAccount('/login');
    await fillIn(view);
    await view.user.click(loginButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Invalid email or password' }));
    expect(screen.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();

    await view.user.click(loginButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: askedFor }));
    const group = await screen.findByRole('group', { name: 'Verification' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('press Login again'));
    expect(group.querySelector('altcha-widget')).toHaveAttribute('challenge', '/api/challenge');
    expect(login).toHaveBeenLastCalledWith({ email: 'ana@example.com', password: 'secret1', rememberMe: false });

    // The widget solves its challenge; the next Login carries the payload.
    await within(group).findByText('Verified');
    login.mockResolvedValueOnce(loginFailure('Invalid email or password', true));
    await view.user.click(loginButton());
    await waitFor(() => expect(login).toHaveBeenCalledTimes(3));
    const used = login.mock.lastCall![0].altcha;
    expect(used).toMatch(/^solved-\d+$/);

    // A used payload is gone: a fresh widget solves a fresh challenge for the next try.
    const usedWidget = group.querySelector('altcha-widget');
    await waitFor(() => {
      const widget = screen.getByRole('group', { name: 'Verification' }).querySelector('altcha-widget');
      expect(widget).not.toBe(usedWidget);
      expect(widget).toHaveTextContent('Verified');
    });
    login.mockImplementationOnce(async (body) => {
      const answer = loginSuccess({ email: body.email });
      session.signIn(answer);
      return answer;
    });
    await view.user.click(loginButton());
    await waitFor(() => expect(view.location()).toBe('/account/home'));
    expect(login.mock.lastCall![0].altcha).toMatch(/^solved-\d+$/);
    expect(login.mock.lastCall![0].altcha).not.toBe(used);
  });

  it('shows a transport error as is', async () => {
    login.mockRejectedValue(new ApiError('The server could not be reached. Check your connection.', 0));
    const view = renderAccount('/login');
    await fillIn(view);
    await view.user.click(loginButton());

    await waitFor(() =>
      expect(view.alert()).toMatchObject({ kind: 'error', text: 'The server could not be reached. Check your connection.' }),
    );
    expect(loginButton()).toBeEnabled();
    expect(view.location()).toBe('/login');
  });

  it('sends a signed-in user to /', () => {
    session.signIn(loginSuccess());
    const view = renderAccount('/login?returnUrl=%2Fbooks');
    expect(view.location()).toBe('/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('leaves for / when the user signs in from another tab', () => {
    const view = renderAccount('/login');
    act(() => session.signIn(loginSuccess()));
    expect(view.location()).toBe('/');
  });
});
