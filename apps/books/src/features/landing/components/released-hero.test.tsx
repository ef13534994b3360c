import { screen } from '@testing-library/react';
import { provideSectionContent, sectionContentKey } from '@wtm/shell-contract/section-content';
import { contentSeed } from '../../../content/content-seed.ts';
import { renderRoute } from '../../../test/render-route.tsx';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[sectionContentKey];
});

it('shows the bundled headline, testimonials and free trial box where no content was released, and the released ones once they are (docs/decisions/0044)', () => {
  const { unmount } = renderRoute('/books');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contentSeed.entries['home-hero'].headline);
  unmount();
  const quote = { quote: 'Closing the year took a morning.', name: 'Farah Khan', role: 'Accountant', company: 'Khan Traders', city: 'Lucknow' };
  provideSectionContent({
    section: 'books',
    version: 'c-0123456789abcdef0123',
    entries: {
      'home-hero': { headline: 'Books that balance themselves', text: 'GST, stock and journals in one place.' },
      testimonials: { testimonials: [quote] },
      'free-trial': { heading: 'A month free', text: 'Every feature for 30 days.', action: { label: 'Start the month', to: '/books/pricing' } },
    },
  });
  const released = renderRoute('/books');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Books that balance themselves');
  expect(screen.getByText('GST, stock and journals in one place.')).toBeInTheDocument();
  expect(screen.getByText(quote.quote)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start the month' })).toHaveAttribute('href', '/books/pricing');
  expect(screen.queryByText(contentSeed.entries.testimonials.testimonials[0]!.quote)).toBeNull();
  released.unmount();
  renderRoute('/books/gst-solutions');
  expect(screen.getByText(quote.quote)).toBeInTheDocument();
});
