import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from '../layout/heading.tsx';
import { TargetLink, type LinkTarget } from './link-target.tsx';

/** Props of {@link FooterColumns}. */
export interface FooterColumnsProps {
  children: ReactNode;
  /** Names a `<nav>` landmark around the columns, e.g. "Footer"; without it a `<div>` is used. */
  label?: string;
  className?: string;
}

/** Props of {@link FooterColumn}. */
export interface FooterColumnProps {
  heading: string;
  links: readonly LinkTarget[];
  /** Default 2. */
  headingLevel?: HeadingLevel;
  /** Extra content under the links, e.g. SocialLinks in the About column. */
  children?: ReactNode;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

const ColumnHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

/** Lays FooterColumn children out side by side on wide screens, stacked on phones. */
export function FooterColumns({ children, label, className }: FooterColumnsProps) {
  if (label) {
    return (
      <Columns as="nav" aria-label={label} className={className}>
        {children}
      </Columns>
    );
  }
  return <Columns className={className}>{children}</Columns>;
}

/** One footer column: a heading and the list of links under it. */
export function FooterColumn({ heading, links, headingLevel = 2, children }: FooterColumnProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <ColumnHeading as={`h${headingLevel}`} id={headingId}>
        {heading}
      </ColumnHeading>
      <LinkList>
        {links.map((link) => (
          // Two entries may share a target (Sales CRM and Service CRM both open /crm).
          <li key={link.label}>
            <TargetLink target={link} />
          </li>
        ))}
      </LinkList>
      {children}
    </section>
  );
}
