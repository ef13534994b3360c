import styled from 'styled-components';
import { FeatureGroup, Grid, Section, TargetLink } from '@wtm/ui';
import { featureIcon } from '../../../components/feature-icons.tsx';
import { allFeatures } from '../content/all-features.ts';

const More = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The "All Features" footer of the CRM home page, in the five groups. */
export function AllFeaturesSection() {
  return (
    <Section heading={allFeatures.heading} tone="muted">
      <Grid columns={{ phone: 1, tablet: 2, laptop: 3 }} gap="xl">
        {allFeatures.groups.map((group) => (
          <FeatureGroup key={group.id} heading={group.heading} icon={featureIcon(group.id)} items={group.items} />
        ))}
      </Grid>
      <More>
        <TargetLink target={allFeatures.moreLink} />
      </More>
    </Section>
  );
}
