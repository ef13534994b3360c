import { CallToActionBox, Grid, Heading } from '@wtm/ui';
import styled from 'styled-components';
import { ShellPage } from '../../../components/page-intro.tsx';
import { productEvents, upcomingEvents } from '../../../content/events-content.ts';
import { eventsPage as content } from '../content/events-page-content.ts';
import { EventCard } from './event-card.tsx';
import { useNow } from '../../../hooks/use-now.ts';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Demo = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

/**
 * /events (decision 0010): the upcoming product webinars from content, each with a
 * Register link to its page and registration form, and a personal demo for
 * anyone the dates do not suit.
 */
export function EventsPage({ now }: { now?: Date }) {
  const current = useNow();
  const events = upcomingEvents(productEvents, now ?? current);
  return (
    <ShellPage content={content}>
      {events.length > 0 ? (
        <section aria-labelledby="upcoming-webinars">
          <Heading level={2} size="xl" id="upcoming-webinars">
            {content.listHeading}
          </Heading>
          <Note>{content.timesNote}</Note>
          <Grid as="ul" columns={{ phone: 1, tablet: 2, laptop: 3 }}>
            {events.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </Grid>
        </section>
      ) : (
        <Note>{content.noEvents}</Note>
      )}
      <Demo>
        <CallToActionBox heading={content.demo.heading} headingLevel={2} text={content.demo.text} action={content.demo.action} />
      </Demo>
    </ShellPage>
  );
}
