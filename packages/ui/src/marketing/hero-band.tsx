import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../layout/container.tsx';
import { Heading } from '../layout/heading.tsx';
import { Illustration, type IllustrationSource } from './illustration.tsx';

/** Props of {@link HeroBand}. */
export interface HeroBandProps {
  /** The page's one `<h1>`. */
  heading: string;
  /** One or two sentences under the heading. */
  tagline: ReactNode;
  /** Button links (the first drawn as the primary action) or anything else under the tagline. */
  actions?: ReactNode;
  /** The product illustration beside the text from tablet width, above the fold: loaded at once. */
  image?: IllustrationSource;
  /** Anything below the text block inside the band, e.g. a trial note. */
  children?: ReactNode;
}

const Band = styled.header`
  padding-block: ${({ theme }) => theme.space.xl};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.surface} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.laptop} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.laptop} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Tagline = styled.p`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Phones get the words first and no picture: it would push the actions off the first screen.
const Picture = styled.div`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: block;
  }
`;

/**
 * The top band of every product and site page (issue 29): the `<h1>` in the site's
 * heading size, a tagline, actions, and the product illustration beside them. One band
 * for Home, Books and CRM, so the three sections look like one company's.
 */
export function HeroBand({ heading, tagline, actions, image, children }: HeroBandProps) {
  return (
    <Band>
      <Container>
        <Layout>
          <Text>
            <Title level={1}>{heading}</Title>
            <Tagline>{tagline}</Tagline>
            {actions ? <Actions>{actions}</Actions> : null}
            {children}
          </Text>
          {image ? (
            <Picture>
              <Illustration {...image} priority />
            </Picture>
          ) : null}
        </Layout>
      </Container>
    </Band>
  );
}
