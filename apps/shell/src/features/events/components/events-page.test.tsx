import { screen, within } from '@testing-library/react';
import { formatEventStart, productEvents } from '../../../content/events-content.ts';
import { webinarDetailsOf } from '@wtm/contract/webinar-details';
import { renderAt } from '../../../test/render-app.tsx';
import { eventsPage } from '../content/events-page-content.ts';
import { EventsPage } from './events-page.tsx';

describe('Events page (decision 0010)', () => {
  it('lists every upcoming webinar from content, soonest first, with its time and a Register link', () => {
    renderAt('/events', <EventsPage now={new Date('2026-11-21T12:00:00Z')} />);
    expect(document.title).toBe('Events & Webinars | WTM');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(eventsPage.heading);
    const list = screen.getByRole('region', { name: eventsPage.listHeading });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(productEvents.length);
    productEvents.forEach((event, index) => {
      const card = cards[index]!;
      expect(card).toHaveAccessibleName(event.title);
      expect(card).toHaveTextContent(event.product);
      expect(within(card).getByText(formatEventStart(event))).toHaveAttribute('datetime', event.startsAt);
      expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(webinarDetailsOf(event.slug).topics);
      expect(within(card).getByRole('link', { name: `Register for ${event.title}` })).toHaveAttribute(
        'href',
        `/events/${event.slug}`,
      );
    });
    expect(screen.getByRole('link', { name: eventsPage.demo.action.label })).toHaveAttribute('href', '/sales-enquiry');
  });

  it('drops webinars that are over', () => {
    const first = productEvents[0]!;
    const justAfterFirst = new Date(Date.parse(first.startsAt) + first.durationMinutes * 60_000 + 1);
    renderAt('/events', <EventsPage now={justAfterFirst} />);
    expect(screen.queryByRole('article', { name: first.title })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(productEvents.length - 1);
  });

  it('says so when nothing is scheduled, and still offers a personal demo', () => {
    renderAt('/events', <EventsPage now={new Date('2099-01-01T00:00:00Z')} />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText(eventsPage.noEvents)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: eventsPage.demo.action.label })).toBeInTheDocument();
  });
});
