import { Grid, Section } from '@wtm/ui';
import { BooksPage } from '../../../components/books-page.tsx';
import { CallToAction } from '../../../components/call-to-action.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { helpBox, resourceCards, resourcesIntro, resourcesMeta, resourcesListLabel } from '../content/resources-content.ts';
import { ResourceCardView } from './resource-card.tsx';

/** Resources (/books/help): the four PDFs and where to get more help. */
export function ResourcesPage() {
  return (
    <BooksPage meta={resourcesMeta}>
      <PageIntro heading={resourcesIntro.heading} tagline={resourcesIntro.tagline} />
      <Section>
        <Grid as="ul" aria-label={resourcesListLabel} columns={{ phone: 1, tablet: 2 }} gap="lg">
          {resourceCards.map((card) => (
            <li key={card.key}>
              <ResourceCardView card={card} />
            </li>
          ))}
        </Grid>
      </Section>
      <Section tone="muted">
        <CallToAction content={helpBox} headingLevel={2} />
      </Section>
    </BooksPage>
  );
}
