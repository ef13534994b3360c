import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../layout/container.tsx';

/** One entry of a section's own navigation. */
export interface SectionNavLink {
  label: string;
  href: string;
}

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  /** Accessible name of the navigation landmark, e.g. "Account Books". */
  label: string;
  links: SectionNavLink[];
}

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * The navigation bar of a product section (Books, CRM): the current page is marked
 * with aria-current="page" by NavLink.
 */
export function SectionNav({ label, links }: SectionNavProps) {
  return (
    <Bar aria-label={label}>
      {/* Same side padding as the page content below it. */}
      <Container>
        <List>
        {links.map((link) => (
          <li key={link.href}>
            <Item to={link.href} end>
              {link.label}
            </Item>
          </li>
        ))}
        </List>
      </Container>
    </Bar>
  );
}
