import styled from 'styled-components';
import { ExternalButtonLink, Heading } from '@wtm/ui';
import { resourceFileNames } from '../../../content/resource-files.ts';
import { resourceUrls } from '../../../lib/resource-urls.ts';
import type { ResourceCard } from '../content/resources-content.ts';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2,
  p {
    margin: 0;
  }

  p {
    flex: 1;
  }
`;

/** One resource: what it is and a link that opens (or saves) its PDF. */
export function ResourceCardView({ card }: { card: ResourceCard }) {
  return (
    <Card>
      <Heading level={2} size="xl">
        {card.title}
      </Heading>
      <p>{card.description}</p>
      <ExternalButtonLink href={resourceUrls[card.key]} type="application/pdf" download={resourceFileNames[card.key]}>
        {card.linkLabel}
      </ExternalButtonLink>
    </Card>
  );
}
