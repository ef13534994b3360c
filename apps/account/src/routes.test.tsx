import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import AccountRoutes from './routes.tsx';

describe('Account remote routes', () => {
  it('renders the login screen at /login', () => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/login']}>
          <AccountRoutes />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(screen.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute('href', '/login/forgetPassword');
  });
});
