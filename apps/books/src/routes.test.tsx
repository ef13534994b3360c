import { screen, within } from '@testing-library/react';
import { booksNavigation } from './content/section-content.ts';
import { renderRoute, siteHomeHeading } from './test/render-route.tsx';

const pages = [
  { path: '/books', heading: 'WTM Account Books and Inventory', title: /WTM Account Books and Inventory/ },
  { path: '/books/pricing', heading: 'Trial & Pricing', title: /^Trial & Pricing/ },
  { path: '/books/download', heading: 'Free Download', title: /^Free Download/ },
  { path: '/books/help', heading: 'Resources', title: /^Resources/ },
  { path: '/books/features', heading: 'Features', title: /^Features/ },
  { path: '/books/gst-solutions', heading: 'Accounting And GST Solution', title: /^Accounting & GST Solution/ },
];

describe.each(pages)('$path', ({ path, heading, title }) => {
  it('shows its one h1 and the section navigation with the five links', () => {
    renderRoute(path);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(heading);

    const navigation = screen.getByRole('navigation', { name: 'Account Books' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      booksNavigation.map((link) => [link.label, link.to]),
    );
  });

  it('starts its outline with the h1 and never skips a heading level', () => {
    const { container } = renderRoute(path);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
  });

  it('sets its own document title and meta description', () => {
    renderRoute(path);
    expect(document.title).toMatch(title);
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(50);
  });

  it('links only to absolute paths or asset URLs', () => {
    renderRoute(path);
    for (const link of screen.getAllByRole('link', { hidden: true })) {
      expect(link.getAttribute('href')).toMatch(/^\//);
    }
  });
});

it('marks the current page in the section navigation', () => {
  renderRoute('/books/download');
  const navigation = screen.getByRole('navigation', { name: 'Account Books' });
  expect(within(navigation).getByRole('link', { name: 'Free Download' })).toHaveAttribute('aria-current', 'page');
  expect(within(navigation).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

it('sends an unknown Books path to the site home', () => {
  renderRoute('/books/no-such-page');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(siteHomeHeading);
});
