import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container, Heading, Stack } from '@wtm/ui';
import type { ContentLink } from '../content/content-types.ts';

interface PageIntroProps {
  heading: string;
  tagline: string;
  /** Button links under the tagline; the first is drawn as the primary action. */
  links?: ContentLink[];
  children?: ReactNode;
}

const Band = styled.header`
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primarySoft};

  ${({ theme }) => theme.media.laptop} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Title = styled(Heading)`
  margin: 0;
`;

const Tagline = styled.p`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** The top band of a Books page: its one `<h1>`, a tagline and optional button links. */
export function PageIntro({ heading, tagline, links = [], children }: PageIntroProps) {
  return (
    <Band>
      <Container>
        <Stack gap="md" align="flex-start">
          <Title level={1} size="xxl">
            {heading}
          </Title>
          <Tagline>{tagline}</Tagline>
          {links.length > 0 ? (
            <Stack direction="row" gap="sm" wrap>
              {links.map((link, index) => (
                <ButtonLink key={link.to + link.label} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
                  {link.label}
                </ButtonLink>
              ))}
            </Stack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Band>
  );
}
