import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { booksNavigation } from './section-content.ts';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
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

/** The accounting product's own navigation, shown on every Books page. */
export function SectionNav() {
  return (
    <Bar aria-label="Account Books">
      <List>
        {booksNavigation.map((link) => (
          <li key={link.href}>
            <Item to={link.href} end>
              {link.label}
            </Item>
          </li>
        ))}
      </List>
    </Bar>
  );
}
