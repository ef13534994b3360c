import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { resourceCards } from '../content/resources-content.ts';

describe('Resources page', () => {
  it('offers the four PDFs: white paper, user guide, installation guide and e-book', () => {
    renderRoute('/books/help');
    const downloads = screen.getByRole('list', { name: 'Downloads' });
    const cards = within(downloads).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'White Paper',
      'User Guide',
      'Installation Guide',
      'E-Book',
    ]);
    const links = within(downloads).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(resourceCards.map((card) => card.linkLabel));
    for (const link of links) {
      expect(link.textContent).toMatch(/\(PDF\)$/);
      expect(link).toHaveAttribute('href', '/assets/test-file-stub');
      expect(link.getAttribute('download')).toMatch(/^books-.+\.pdf$/);
    }
  });

  it('points to support for further questions', () => {
    renderRoute('/books/help');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });
});
