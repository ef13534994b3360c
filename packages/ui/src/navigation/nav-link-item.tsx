import { NavLink, type NavLinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { navItemStyles } from './nav-styles.ts';

/** Props of {@link NavLinkItem}: exactly react-router's `NavLink` props. */
export type NavLinkItemProps = NavLinkProps;

const StyledNavLink = styled(NavLink)`
  ${navItemStyles};

  /* NavLink sets aria-current="page" on the active route; style what assistive tech hears. */
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A header navigation link: react-router's `NavLink` with the portal look, underlined in
 * brand blue when its route is active. Pass `end` for `/` so it is not active everywhere.
 */
export function NavLinkItem(props: NavLinkItemProps) {
  return <StyledNavLink {...props} />;
}
