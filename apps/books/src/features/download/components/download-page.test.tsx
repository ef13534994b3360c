import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { downloadSteps } from '../content/download-content.ts';

describe('Free Download page', () => {
  it('shows the three steps in order', () => {
    renderRoute('/books/download');
    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual(downloadSteps.map((step) => step.title));
    expect(steps).toEqual(['Sign up', 'Download and run the setup', 'Read the installation guide']);
  });

  it('sends Register to /register and Login to /login', () => {
    renderRoute('/books/download');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?product=ACCOUNT&plan=enterprise');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('links the installation guide PDF', () => {
    renderRoute('/books/download');
    const guide = screen.getByRole('link', { name: 'Installation Guide (PDF)' });
    expect(guide).toHaveAttribute('href', '/assets/test-file-stub');
    expect(guide).toHaveAttribute('type', 'application/pdf');
  });

  it('lists the system requirements', () => {
    renderRoute('/books/download');
    const requirements = screen.getByRole('region', { name: 'Before you install' });
    expect(within(requirements).getByText(/Windows 10 or Windows 11/)).toBeInTheDocument();
  });
});
