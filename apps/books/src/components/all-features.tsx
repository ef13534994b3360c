import { FeatureGroup, Grid, Section } from '@wtm/ui';
import { allFeaturesHeading, featureGroups } from '../content/all-features-content.ts';
import { featureIcon } from './feature-icons.tsx';

/** The All Features list: every group with its items, at the foot of a page. */
export function AllFeatures() {
  return (
    <Section heading={allFeaturesHeading} tone="muted">
      <Grid columns={{ phone: 1, tablet: 2, laptop: 3 }} gap="xl">
        {featureGroups.map((group) => (
          <FeatureGroup key={group.name} heading={group.name} icon={featureIcon(group.name)} items={group.items.map((item) => item.name)} />
        ))}
      </Grid>
    </Section>
  );
}
