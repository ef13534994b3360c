import styled from 'styled-components';
import { Grid, Heading, Section } from '@wtm/ui';
import type { FeatureGroupContent } from '../../../content/content-types.ts';

const Summary = styled.p`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Item = styled.li`
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One group of the Features page: its summary, then each feature with a line on what it does. */
export function FeatureGroupSection({ group, tone }: { group: FeatureGroupContent; tone: 'default' | 'muted' }) {
  return (
    <Section heading={group.name} tone={tone}>
      <Summary>{group.summary}</Summary>
      <Grid as="ul" columns={{ phone: 1, tablet: 2, laptop: 3 }} gap="lg">
        {group.items.map((item) => (
          <Item key={item.name}>
            <Heading level={3} size="lg">
              {item.name}
            </Heading>
            <p>{item.description}</p>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}
