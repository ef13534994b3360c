import { lazy, Suspense } from 'react';
import { PageMeta } from '@wtm/ui';
import styled from 'styled-components';
import { PageBody } from '../../../components/page-intro.tsx';
import { homeMeta } from '../content/home-content.ts';
import { HomeHero } from './home-hero.tsx';
import { LinkColumns } from './link-columns.tsx';
import { ProductHighlights } from './product-highlights.tsx';

// Below the fold on a phone: the webinars' code, with their schedule and the first date
// formatting (ICU's time zone data, a long task on a phone), is not part of the start-up
// download; a page rendered on the server hydrates it once it has loaded, in a Suspense
// boundary of its own (docs/decisions/0045).
const EventsTeaser = lazy(() => import('./events-teaser.tsx').then((module) => ({ default: module.EventsTeaser })));

const ColumnsBand = styled(PageBody)`
  padding-top: ${({ theme }) => theme.space.xl};
`;

/** Home: the suite's name, the two product link columns, then the products and the next webinars. */
export function HomePage({ now }: { now?: Date }) {
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} keywords={homeMeta.keywords} />
      <HomeHero />
      <ColumnsBand>
        <LinkColumns />
      </ColumnsBand>
      <ProductHighlights />
      <Suspense fallback={null}>
        <EventsTeaser now={now} />
      </Suspense>
    </>
  );
}
