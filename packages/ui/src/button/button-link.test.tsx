import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithUi } from '../test/render.tsx';
import { ButtonLink, ExternalButtonLink } from './button-link.tsx';

describe('ButtonLink', () => {
  it('navigates inside the app without a page load', async () => {
    const { user } = renderWithUi(
      <Routes>
        <Route path="/books" element={<ButtonLink to="/register">Start Free Trial</ButtonLink>} />
        <Route path="/register" element={<h1>Registration</h1>} />
      </Routes>,
      { route: '/books' },
    );
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(link).toHaveAttribute('href', '/register');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument();
  });

  it('looks like a secondary button when asked', () => {
    renderWithUi(
      <ButtonLink to="/login" variant="secondary">
        Login
      </ButtonLink>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Login' })).color).toBe('rgb(11, 92, 173)');
  });
});

describe('ExternalButtonLink', () => {
  it('renders a plain link to a file or another site', () => {
    renderWithUi(
      <ExternalButtonLink href="/assets/books/installation-guide.pdf" download>
        Installation guide (PDF)
      </ExternalButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Installation guide (PDF)' });
    expect(link).toHaveAttribute('href', '/assets/books/installation-guide.pdf');
    expect(link).toHaveAttribute('download');
  });
});
