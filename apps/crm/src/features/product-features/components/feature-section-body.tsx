import styled from 'styled-components';
import { FeatureList } from '@wtm/ui';
import type { FeatureSection } from '../content/product-features.ts';

/** One column on phones; on wider screens the summary sits beside the key points. */
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }

  p {
    margin: 0;
  }
`;

const Text = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Availability = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** One feature section's text: summary, the plans that include it, and its key points. */
export function FeatureSectionBody({ section, availabilityLabel }: { section: FeatureSection; availabilityLabel: string }) {
  return (
    <Body>
      <Text>
        <Summary>{section.summary}</Summary>
        <Availability>
          <strong>{availabilityLabel}</strong> {section.availability}
        </Availability>
      </Text>
      <FeatureList items={section.points} />
    </Body>
  );
}
