import { Section } from '@wtm/ui';
import { BooksPage } from '../../../components/books-page.tsx';
import { CallToAction } from '../../../components/call-to-action.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { featureGroups } from '../../../content/all-features-content.ts';
import { featuresCallToAction, featuresIntro, featuresMeta } from '../content/features-content.ts';
import { FeatureGroupSection } from './feature-group-section.tsx';

/** Features (/books/features): every All Features group with what each feature does. */
export function FeaturesPage() {
  return (
    <BooksPage meta={featuresMeta}>
      <PageIntro heading={featuresIntro.heading} tagline={featuresIntro.tagline} />
      {featureGroups.map((group, index) => (
        <FeatureGroupSection key={group.name} group={group} tone={index % 2 === 1 ? 'muted' : 'default'} />
      ))}
      <Section>
        <CallToAction content={featuresCallToAction} headingLevel={2} />
      </Section>
    </BooksPage>
  );
}
