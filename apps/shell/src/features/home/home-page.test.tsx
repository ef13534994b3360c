import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render-app.tsx';
import { homeContent } from './home-content.ts';
import { HomePage } from './home-page.tsx';

describe('HomePage (spec §2)', () => {
  it('renders the link columns from content, with the plain /crm heading link', () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeContent.heading);
    for (const column of homeContent.columns) {
      const region = screen.getByRole('region', { name: column.heading });
      expect(within(region).getAllByRole('listitem')).toHaveLength(column.items.length);
      expect(within(region).getByRole('link', { name: column.heading })).toHaveAttribute('href', column.headingHref);
    }
    expect(document.title).toBe('Home');
  });
});
