import styled from 'styled-components';
import { ActionLink, Section } from '@wtm/ui';
import { CrmPage } from '../../../components/crm-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { productFeaturesContent } from '../content/product-features.ts';
import { FeatureSectionBody } from './feature-section-body.tsx';

const Contents = styled.nav`
  margin-top: ${({ theme }) => theme.space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

/** The CRM features page (/crm/features): the eight sections. */
export function FeaturesPage() {
  const { meta, heading, intro, contentsLabel, availabilityLabel, sections, pricingLink } = productFeaturesContent;
  return (
    <CrmPage meta={meta}>
      <PageHeader heading={heading} intro={intro}>
        <Contents aria-label={contentsLabel}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                {/* A plain anchor: the browser scrolls to the fragment itself. */}
                <a href={`/crm/features#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </Contents>
      </PageHeader>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} heading={section.heading} tone={index % 2 === 0 ? 'muted' : 'default'}>
          <FeatureSectionBody section={section} availabilityLabel={availabilityLabel} />
        </Section>
      ))}
      <Section>
        <ActionLink target={pricingLink} size="lg" />
      </Section>
    </CrmPage>
  );
}
