import type { ReactNode } from 'react';
import { ButtonLink, HeroBand, type IllustrationSource } from '@wtm/ui';
import type { ContentLink } from '../content/content-types.ts';

interface PageIntroProps {
  heading: string;
  tagline: string;
  /** Button links under the tagline; the first is drawn as the primary action. */
  links?: ContentLink[];
  /** The product illustration beside the text (landing pages). */
  image?: IllustrationSource;
  children?: ReactNode;
}

/** The top band of a Books page: the site's one hero band (@wtm/ui), with Books' words. */
export function PageIntro({ heading, tagline, links = [], image, children }: PageIntroProps) {
  const actions =
    links.length > 0
      ? links.map((link, index) => (
          <ButtonLink key={link.to + link.label} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </ButtonLink>
        ))
      : undefined;
  return (
    <HeroBand heading={heading} tagline={tagline} actions={actions} image={image}>
      {children}
    </HeroBand>
  );
}
