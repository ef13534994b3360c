import { screen } from '@testing-library/react';
import { renderAccount } from './test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { logout: jest.fn(() => new Promise(() => {})) },
}));

describe('Account remote routes', () => {
  it.each([
    ['/login', 'Login'],
    ['/login/forgetPassword', 'Forgot Password'],
    ['/login/changePassword?hash=abc', 'Change Password'],
    ['/register', 'Registration'],
    ['/logout', 'Logout'],
  ])('renders %s with its one h1 "%s"', (path, title) => {
    renderAccount(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('sends an unknown account path home', () => {
    const view = renderAccount('/login/unknown');
    expect(view.location()).toBe('/');
  });
});
