import { PageMeta } from '@wtm/ui';
import styled from 'styled-components';
import { PageBody } from '../../../components/page-intro.tsx';
import { homeMeta } from '../content/home-content.ts';
import { EventsTeaser } from './events-teaser.tsx';
import { HomeHero } from './home-hero.tsx';
import { LinkColumns } from './link-columns.tsx';
import { ProductHighlights } from './product-highlights.tsx';
import { useNow } from '../../../hooks/use-now.ts';

const ColumnsBand = styled(PageBody)`
  padding-top: ${({ theme }) => theme.space.xl};
`;

/** Home (spec §2): the suite's name, the two product link columns, then the products and the next webinars. */
export function HomePage({ now }: { now?: Date }) {
  const current = useNow();
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} keywords={homeMeta.keywords} />
      <HomeHero />
      <ColumnsBand>
        <LinkColumns />
      </ColumnsBand>
      <ProductHighlights />
      <EventsTeaser now={now ?? current} />
    </>
  );
}
