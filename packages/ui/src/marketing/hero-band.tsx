import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../layout/container.tsx';
import { theme } from '../theme/theme.ts';
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

// One styled element with plain class names inside: the shared @wtm/ui is part of every
// first visit, and each styled component costs bytes of its own (decision 0033).
const Band = styled.header`
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  .hero-layout {
    display: grid;
    gap: ${({ theme }) => theme.space.xl};
    align-items: center;
  }
  .hero-text {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    justify-items: start;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.02em;
  }
  .hero-tagline {
    max-width: ${({ theme }) => theme.layout.narrowWidth};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .hero-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  /* Phones get the words first and no picture: it would push the actions off the first screen. */
  .hero-picture {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    .hero-layout {
      grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    }
    .hero-picture {
      display: block;
    }
  }

  ${({ theme }) => theme.media.laptop} {
    padding-block: ${({ theme }) => theme.space.xxl};
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
`;

/** Where .hero-picture is hidden: the media query of `theme.mediaBelow.tablet`, for a <source>. */
const PHONES = theme.mediaBelow.tablet.slice('@media '.length);

/**
 * The top band of every product and site page: the `<h1>` in the site's
 * heading size, a tagline, actions, and the product illustration beside them. One band
 * for Home, Books and CRM, so the three sections look like one company's.
 */
export function HeroBand({ heading, tagline, actions, image, children }: HeroBandProps) {
  return (
    <Band>
      <Container>
        <div className="hero-layout">
          <div className="hero-text">
            <Heading level={1}>{heading}</Heading>
            <p className="hero-tagline">{tagline}</p>
            {actions ? <div className="hero-actions">{actions}</div> : null}
            {children}
          </div>
          {image ? (
            <div className="hero-picture">
              <Illustration {...image} priority omittedWhere={PHONES} />
            </div>
          ) : null}
        </div>
      </Container>
    </Band>
  );
}
