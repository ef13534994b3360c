// The forms' rules (yup) load once a form is in use (lib/contract-rules.ts). Elsewhere
// the tests load them beforehand; here the load is held back, to see a submit that comes
// before it: the form waits, then refuses or sends exactly as it would have.
import { act, fireEvent, screen } from '@testing-library/react';
import { api } from '@wtm/api-client';
import type { ContractRules } from '../lib/contract-rules.ts';
import { loadContractRules } from '../lib/contract-rules.ts';
import { deferred, loginSuccess } from '../test/fixtures.ts';
import { renderAccount } from '../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { login: jest.fn() },
}));

jest.mock('../lib/contract-rules.ts', () => ({
  loadedContractRules: () => undefined,
  loadContractRules: jest.fn(),
}));

const login = jest.mocked(api.login);
const loadRules = jest.mocked(loadContractRules);
const rules = jest.requireActual<ContractRules>('@wtm/contract');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('A form whose rules have not loaded yet', () => {
  it('shows without them, and starts loading them when someone starts using it', async () => {
    loadRules.mockReturnValue(deferred<ContractRules>().promise);
    const view = renderAccount('/login');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(loadRules).not.toHaveBeenCalled();

    await view.user.click(screen.getByLabelText(/^Username/));
    expect(loadRules).toHaveBeenCalledTimes(1);
  });

  it('checks a submit that came without any focus (a password manager) once they load', async () => {
    const pending = deferred<ContractRules>();
    loadRules.mockReturnValue(pending.promise);
    renderAccount('/login');
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    expect(loadRules).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve(rules));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('holds a refused submit until they load, then shows the messages and focuses the first invalid field', async () => {
    const pending = deferred<ContractRules>();
    loadRules.mockReturnValue(pending.promise);
    const view = renderAccount('/login');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret1');
    await view.user.click(loginButton());
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();

    await act(async () => pending.resolve(rules));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(loginButton()).toBeEnabled();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends a valid submit, cleaned by the rules, once they load', async () => {
    const pending = deferred<ContractRules>();
    loadRules.mockReturnValue(pending.promise);
    login.mockResolvedValue(loginSuccess());
    const view = renderAccount('/login');
    await view.user.type(screen.getByLabelText(/^Username/), '  ana@example.com ');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret1');
    await view.user.click(loginButton());
    expect(login).not.toHaveBeenCalled();

    await act(async () => pending.resolve(rules));

    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret1', rememberMe: false });
    expect(view.location()).toBe('/account/home');
  });

  it('asks for a reload when they cannot load, and sends nothing', async () => {
    loadRules.mockRejectedValue(new Error('Loading chunk 472 failed.'));
    const view = renderAccount('/login');
    await view.user.type(screen.getByLabelText(/^Username/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret1');
    await view.user.click(loginButton());

    expect(view.alert()).toMatchObject({ kind: 'error', text: 'This form could not be loaded. Check your connection and reload the page.' });
    expect(loginButton()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(login).not.toHaveBeenCalled();
  });

  it('gets them under StrictMode too (its trial unmount does not lose them)', async () => {
    const pending = deferred<ContractRules>();
    loadRules.mockReturnValue(pending.promise);
    const view = renderAccount('/login', { strict: true });
    await view.user.click(loginButton());
    await act(async () => pending.resolve(rules));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('sends nothing for a submit whose screen was left while they loaded', async () => {
    const pending = deferred<ContractRules>();
    loadRules.mockReturnValue(pending.promise);
    const view = renderAccount('/login');
    await view.user.type(screen.getByLabelText(/^Username/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret1');
    await view.user.click(loginButton());
    await view.user.click(screen.getByRole('link', { name: 'Register' }));
    expect(view.location()).toBe('/register');

    await act(async () => pending.resolve(rules));

    expect(login).not.toHaveBeenCalled();
    expect(view.location()).toBe('/register');
  });
});
