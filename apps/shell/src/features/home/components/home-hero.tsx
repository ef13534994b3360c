import styled from 'styled-components';
import { ActionLink, Container } from '@wtm/ui';
import { homeContent } from '../content/home-content.ts';

const Band = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.surface} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Inner = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
  h1 {
    max-width: 20ch;
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primaryHover};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    max-width: 60ch;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** The suite's name, a short introduction and the two first steps: try it, or talk to sales. */
export function HomeHero() {
  const [primary, secondary] = homeContent.actions;
  return (
    <Band>
      <Inner>
        <h1 tabIndex={-1}>{homeContent.heading}</h1>
        <p>{homeContent.intro}</p>
        <Actions>
          {primary ? <ActionLink target={primary} size="lg" /> : null}
          {secondary ? <ActionLink target={secondary} size="lg" variant="secondary" /> : null}
        </Actions>
      </Inner>
    </Band>
  );
}
