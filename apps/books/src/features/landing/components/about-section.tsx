import styled from 'styled-components';
import { FeatureList, Grid, Section, Stack } from '@wtm/ui';
import { CallToAction } from '../../../components/call-to-action.tsx';
import { aboutSection, consultingBox } from '../content/landing-content.ts';

const Text = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** What the product is, with the consulting offer beside it. */
export function AboutSection() {
  return (
    <Section heading={aboutSection.heading}>
      <Grid columns={{ phone: 1, laptop: 2 }} gap="xl">
        <Text>
          {aboutSection.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <Stack gap="lg">
          <FeatureList items={aboutSection.highlights} label={aboutSection.highlightsLabel} />
          <CallToAction content={consultingBox} />
        </Stack>
      </Grid>
    </Section>
  );
}
