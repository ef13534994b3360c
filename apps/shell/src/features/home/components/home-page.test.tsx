import { screen, within } from '@testing-library/react';
import { productEvents } from '../../../content/events-content.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { eventsTeaser, homeContent, productHighlights } from '../content/home-content.ts';
import { HomePage } from './home-page.tsx';

const beforeAllEvents = new Date('2026-11-01T00:00:00Z');

/** Renders Home and waits for its webinars, whose code loads on demand (below the fold). */
function renderHome(now: Date) {
  renderAt('/', <HomePage now={now} />);
  return screen.findByRole('region', { name: eventsTeaser.heading });
}

describe('HomePage', () => {
  it('renders the link columns from content, with the plain /crm heading link', async () => {
    await renderHome(beforeAllEvents);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeContent.heading);
    for (const column of homeContent.columns) {
      const region = screen.getByRole('region', { name: column.heading });
      expect(within(region).getAllByRole('listitem')).toHaveLength(column.items.length);
      expect(within(region).getByRole('link', { name: column.heading })).toHaveAttribute('href', column.headingHref);
      for (const item of column.items) expect(within(region).getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    expect(document.title).toBe('Home');
  });

  it('offers a free trial and sales from the hero band', async () => {
    await renderHome(beforeAllEvents);
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute('href', '/contact');
  });

  it('shows a card per product from content, each linking to its pages', async () => {
    await renderHome(beforeAllEvents);
    const section = screen.getByRole('region', { name: productHighlights.heading });
    for (const product of productHighlights.items) {
      const card = within(section).getByRole('region', { name: product.name });
      expect(card).toHaveTextContent(product.text);
      expect(within(card).getAllByRole('listitem')).toHaveLength(product.points.length);
      expect(within(card).getByRole('link', { name: product.link.label })).toHaveAttribute('href', 'to' in product.link ? product.link.to : '');
    }
  });

  it('lists the next webinars and links to the Events page', async () => {
    const teaser = await renderHome(beforeAllEvents);
    const titles = within(teaser).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    expect(titles).toEqual(productEvents.slice(0, eventsTeaser.count).map((event) => event.title));
    expect(within(teaser).getByRole('link', { name: eventsTeaser.link.label })).toHaveAttribute('href', '/events');
  });

  it('still links to the Events page once every webinar is over', async () => {
    const teaser = await renderHome(new Date('2099-01-01T00:00:00Z'));
    expect(within(teaser).queryAllByRole('listitem')).toHaveLength(0);
    expect(teaser).toHaveTextContent(eventsTeaser.emptyText);
    expect(within(teaser).getByRole('link', { name: eventsTeaser.link.label })).toBeInTheDocument();
  });
});
