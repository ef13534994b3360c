import styled from 'styled-components';
import { Grid, InfoBox, Section } from '@wtm/ui';
import { landingContent } from '../content/landing-content.ts';

const Columns = styled(Grid)`
  align-items: start;
`;

const Text = styled.div`
  ${({ theme }) => theme.media.laptop} {
    grid-column: span 2;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/** About the CRM, with the 15-day free trial offer beside it. */
export function AboutSection() {
  const { about, trial } = landingContent;
  return (
    <Section heading={about.heading}>
      <Columns columns={{ phone: 1, laptop: 3 }}>
        <Text>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <InfoBox heading={trial.heading} tone="highlight" action={trial.action}>
          {trial.text}
        </InfoBox>
      </Columns>
    </Section>
  );
}
