import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { SectionNav } from './section-nav.tsx';

const booksLinks = [
  { label: 'Home', href: '/books' },
  { label: 'Trail & Pricing', href: '/books/pricing' },
  { label: 'Free Download', href: '/books/download' },
];

describe('SectionNav', () => {
  it('is a named navigation landmark marking the current page', () => {
    renderWithUi(<SectionNav label="Account Books" links={booksLinks} />, { route: '/books/pricing' });
    const nav = screen.getByRole('navigation', { name: 'Account Books' });
    expect(within(nav).getByRole('link', { name: 'Trail & Pricing' })).toHaveAttribute('aria-current', 'page');
    // "Home" (/books) must not count as current on its sub-pages.
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('navigates inside the app', async () => {
    const { user } = renderWithUi(<SectionNav label="Account Books" links={booksLinks} />, { route: '/books' });
    await user.click(screen.getByRole('link', { name: 'Free Download' }));
    expect(screen.getByRole('link', { name: 'Free Download' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
