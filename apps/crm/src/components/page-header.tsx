import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading } from '@wtm/ui';

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.laptop} {
    padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  }
`;

// The display size suits desktops; on a phone a long product name would take four lines.
const Title = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The top of a CRM page: its single `<h1>` and an introduction. */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        <Title level={1}>{heading}</Title>
        <Intro>{intro}</Intro>
        {children}
      </Container>
    </Band>
  );
}
