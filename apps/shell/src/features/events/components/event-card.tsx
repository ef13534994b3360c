import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink, Heading, VisuallyHidden } from '@wtm/ui';
import { formatEventStart, type ProductEvent } from '../../../content/events-content.ts';
// Only the Events pages load what each webinar is about (not every first visit).
import { webinarDetailsOf } from '@wtm/contract/webinar-details';
import { registrationPath } from '../content/event-page-content.ts';
import { eventsPage as content } from '../content/events-page-content.ts';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3,
  h4,
  p {
    margin: 0;
  }
`;

const Product = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const When = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Topics = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
`;

const TopicsHeading = styled(Heading)`
  && {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** One webinar: product, title, start in its own time zone, topics and a Register link to its page. */
export function EventCard({ event }: { event: ProductEvent }) {
  const titleId = useId();
  const topicsId = useId();
  const { summary, topics } = webinarDetailsOf(event.slug);
  return (
    <Card aria-labelledby={titleId}>
      <Product>{event.product}</Product>
      <Heading level={3} size="lg" id={titleId}>
        {event.title}
      </Heading>
      <When>
        <time dateTime={event.startsAt}>{formatEventStart(event)}</time>
      </When>
      <Muted>
        {event.format}, {event.durationMinutes} {content.durationUnit}
      </Muted>
      <p>{summary}</p>
      <TopicsHeading level={4} size="md" id={topicsId}>
        {content.topicsHeading}
      </TopicsHeading>
      <Topics aria-labelledby={topicsId}>
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </Topics>
      <Action>
        <ButtonLink to={registrationPath(event.slug)}>
          {content.register}
          <VisuallyHidden> for {event.title}</VisuallyHidden>
        </ButtonLink>
      </Action>
    </Card>
  );
}
