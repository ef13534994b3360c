import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, TargetLink } from '@wtm/ui';
import { ShellPage } from '../../../components/page-intro.tsx';
import { eventEndsAt, findEvent, formatEventStart, productEvents, type ProductEvent } from '../../../content/events-content.ts';
// Only the Events pages load what each webinar is about (not every first visit).
import { webinarDetailsOf } from '@wtm/contract/webinar-details';
import { useNow } from '../../../hooks/use-now.ts';
import { useSeatsLeft } from '../api/use-seats-left.ts';
import { eventPageContent as content, eventPageMeta } from '../content/event-page-content.ts';
import { WebinarRegistrationForm } from './webinar-registration-form.tsx';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const FormCard = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Seats = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
`;

function Details({ event }: { event: ProductEvent }) {
  const topicsId = useId();
  return (
    <div>
      <p>
        <strong>{event.product}</strong>
      </p>
      <p>
        <time dateTime={event.startsAt}>{formatEventStart(event)}</time>
      </p>
      <p>
        {event.format}, {event.durationMinutes} {content.durationUnit}
      </p>
      <Heading level={2} size="lg" id={topicsId}>
        {content.topicsHeading}
      </Heading>
      <ul aria-labelledby={topicsId}>
        {webinarDetailsOf(event.slug).topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </div>
  );
}

function Registration({ event }: { event: ProductEvent }) {
  const headingId = useId();
  const [seats, setSeats] = useSeatsLeft(event.slug, event.seatLimit !== undefined);
  return (
    <FormCard aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        {content.formHeading}
      </Heading>
      <p>{content.formIntro}</p>
      {/* Announced when the count arrives or changes after a sign-up. */}
      <Seats role="status">{seats === undefined ? '' : seats === 0 ? content.full : content.seatsLeft(seats)}</Seats>
      <WebinarRegistrationForm slug={event.slug} labelledBy={headingId} full={seats === 0} onSeatsLeft={setSeats} />
    </FormCard>
  );
}

interface PageProps {
  heading: string;
  meta: { title: string; description: string };
  intro: string;
  children: ReactNode;
}

function Page({ heading, meta, intro, children }: PageProps) {
  return (
    <ShellPage content={{ meta, heading, intro }}>
      {children}
      <Back>
        <TargetLink target={content.back} />
      </Back>
    </ShellPage>
  );
}

/**
 * /events/<slug>: a webinar of the schedule with its registration form and,
 * where the schedule sets a limit, the seats left. Unknown or past webinars say so.
 */
export function EventPage({ now: fixedNow }: { now?: Date }) {
  const { slug = '' } = useParams();
  const current = useNow();
  const now = fixedNow ?? current;
  const event = findEvent(productEvents, slug);
  if (event === undefined) {
    const { heading, text } = content.notFound;
    return <Page heading={heading} meta={{ title: heading, description: text }} intro={text}>{null}</Page>;
  }
  const over = eventEndsAt(event) <= now.getTime();
  const { summary } = webinarDetailsOf(event.slug);
  return (
    <Page heading={event.title} meta={eventPageMeta(event, summary)} intro={summary}>
      <Columns>
        <Details event={event} />
        {over ? <p>{content.over}</p> : <Registration event={event} />}
      </Columns>
    </Page>
  );
}

