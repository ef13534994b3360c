import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { ActionLink } from './action-link.tsx';

describe('ActionLink', () => {
  it('renders an in-app target as a router link', () => {
    renderWithUi(<ActionLink target={{ label: 'Start Free Trial', to: '/books/pricing' }} />);
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/books/pricing');
  });

  it('renders a file target as a plain link', () => {
    renderWithUi(<ActionLink target={{ label: 'White paper (PDF)', href: '/assets/books/white-paper.pdf' }} />);
    const link = screen.getByRole('link', { name: 'White paper (PDF)' });
    expect(link).toHaveAttribute('href', '/assets/books/white-paper.pdf');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens other sites in a new tab and says so', () => {
    renderWithUi(<ActionLink target={{ label: 'Training videos', href: 'https://www.youtube.com/@wtm', newTab: true }} />);
    const link = screen.getByRole('link', { name: 'Training videos (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
