import type { ReactNode } from 'react';
import { ButtonLink, HeroBand, type IllustrationSource } from '@wtm/ui';

/** The top of a CRM page: the site's one hero band (@wtm/ui) with its `<h1>` and introduction. */
export interface PageHeaderProps {
  heading: string;
  intro: string;
  /** Button links under the introduction; the first is drawn as the primary action. */
  links?: readonly { label: string; to: string }[];
  image?: IllustrationSource;
  children?: ReactNode;
}

export function PageHeader({ heading, intro, links = [], image, children }: PageHeaderProps) {
  const actions =
    links.length > 0
      ? links.map((link, index) => (
          <ButtonLink key={link.label} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </ButtonLink>
        ))
      : undefined;
  return (
    <HeroBand heading={heading} tagline={intro} actions={actions} image={image}>
      {children}
    </HeroBand>
  );
}
