import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading } from '@wtm/ui';

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};
  }
`;

/** The white card a form sits on. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const NarrowCard = styled(Card)`
  max-width: 30rem;
  margin-inline: auto;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthPageProps {
  /** The page's one `<h1>`. */
  title: string;
  /** id given to the `<h1>`, so a form can be named by it. */
  titleId?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A narrow centred card with the page heading: login, forgot and change password, logout. */
export function AuthPage({ title, titleId, intro, children }: AuthPageProps) {
  return (
    <Band>
      <Container>
        <NarrowCard>
          <Heading level={1} size="xxl" id={titleId}>
            {title}
          </Heading>
          {intro ? <Intro>{intro}</Intro> : null}
          {children}
        </NarrowCard>
      </Container>
    </Band>
  );
}

/** The page band and container alone, for wider layouts (register). */
export function PageBand({ children }: { children: ReactNode }) {
  return (
    <Band>
      <Container>{children}</Container>
    </Band>
  );
}
