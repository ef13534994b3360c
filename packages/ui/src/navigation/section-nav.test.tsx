import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { theme } from '../theme/theme.ts';
import { SectionNav } from './section-nav.tsx';

const booksLinks = [
  { label: 'Home', href: '/books' },
  { label: 'Trial & Pricing', href: '/books/pricing' },
  { label: 'Free Download', href: '/books/download' },
];

describe('SectionNav', () => {
  it('is a named navigation landmark marking the current page', () => {
    renderWithUi(<SectionNav label="Account Books" links={booksLinks} />, { route: '/books/pricing' });
    const nav = screen.getByRole('navigation', { name: 'Account Books' });
    expect(within(nav).getByRole('link', { name: 'Trial & Pricing' })).toHaveAttribute('aria-current', 'page');
    // "Home" (/books) must not count as current on its sub-pages.
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('navigates inside the app', async () => {
    const { user } = renderWithUi(<SectionNav label="Account Books" links={booksLinks} />, { route: '/books' });
    await user.click(screen.getByRole('link', { name: 'Free Download' }));
    expect(screen.getByRole('link', { name: 'Free Download' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows a title before the links in a dark bar, still one landmark with every link', () => {
    renderWithUi(<SectionNav label="Account Books" title="WTM Accounting & GST Solution" tone="dark" links={booksLinks} />, {
      route: '/books/download',
    });
    const nav = screen.getByRole('navigation', { name: 'Account Books' });
    expect(nav).toHaveTextContent(/^WTM Accounting & GST Solution/);
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(booksLinks.map((link) => link.label));
    expect(within(nav).getByRole('link', { name: 'Free Download' })).toHaveAttribute('aria-current', 'page');
    // The title is text, not a heading: the page's own <h1> comes after the bar.
    expect(within(nav).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('draws the dark bar in the footer colours and the default one on the light surface', () => {
    const { unmount } = renderWithUi(<SectionNav label="Dark" tone="dark" links={booksLinks} />);
    expect(screen.getByRole('navigation', { name: 'Dark' })).toHaveStyle({ backgroundColor: theme.colors.footerBackground });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveStyle({ color: theme.colors.footerLink });
    unmount();
    renderWithUi(<SectionNav label="Light" links={booksLinks} />);
    expect(screen.getByRole('navigation', { name: 'Light' })).toHaveStyle({ backgroundColor: theme.colors.surface });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveStyle({ color: theme.colors.text });
  });

  it('keeps its links on one line that scrolls sideways where they do not fit', () => {
    renderWithUi(<SectionNav label="Account Books" links={booksLinks} />);
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).flexWrap).toBe('nowrap');
    expect(getComputedStyle(list).overflowX).toBe('auto');
  });
});
