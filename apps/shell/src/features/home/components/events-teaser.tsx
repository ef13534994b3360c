import styled from 'styled-components';
import { ActionLink, Section } from '@wtm/ui';
import { formatEventStart, productEvents, upcomingEvents } from '../../../content/events-content.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { eventsTeaser } from '../content/home-content.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  strong {
    display: block;
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * The next webinars as of `now` (default: useNow, read here so that the boundary it
 * hydrates in gets no new props meanwhile), with a link to the Events page.
 */
export function EventsTeaser({ now }: { now?: Date }) {
  const current = useNow();
  const next = upcomingEvents(productEvents, now ?? current).slice(0, eventsTeaser.count);
  return (
    <Section heading={eventsTeaser.heading}>
      <Text>{next.length > 0 ? eventsTeaser.text : eventsTeaser.emptyText}</Text>
      {next.length > 0 ? (
        <List>
          {next.map((event) => (
            <li key={event.slug}>
              <strong>{event.title}</strong>
              <time dateTime={event.startsAt}>{formatEventStart(event)}</time>
            </li>
          ))}
        </List>
      ) : null}
      <ActionLink target={eventsTeaser.link} variant="secondary" />
    </Section>
  );
}
