import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DropdownMenu, SkipLink } from '@wtm/ui';
import type { RootState } from '../../app/store.ts';
import { headerLinks, productsMenu } from '../../content/navigation-content.ts';
import { company } from '../../content/site-content.ts';
import { UserMenu } from './user-menu.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 56px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  letter-spacing: 0.04em;
`;

const MenuToggle = styled.button`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  flex-basis: 100%;
  padding-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tablet} {
    display: block;
    flex-basis: auto;
    padding-bottom: 0;
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Item = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &.active,
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Logo, Products menu, Support, Contact Sales and the session links (spec §2). */
export function SiteHeader() {
  const user = useSelector((state: RootState) => state.session.user);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <Bar>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Inner>
        <Logo to="/" aria-label={`${company.name} home`}>
          {company.name}
        </Logo>
        <MenuToggle type="button" aria-expanded={open} aria-controls="site-navigation" onClick={() => setOpen(!open)}>
          Menu
        </MenuToggle>
        <Nav id="site-navigation" aria-label="Main" $open={open}>
          <NavList>
            <li>
              <DropdownMenu label="Products" items={productsMenu.map((link) => ({ label: link.label, to: link.href }))} />
            </li>
            {[headerLinks.support, headerLinks.contactSales].map((link) => (
              <li key={link.href}>
                <Item to={link.href}>{link.label}</Item>
              </li>
            ))}
            {user ? (
              <li>
                <UserMenu email={user.email} />
              </li>
            ) : (
              [headerLinks.register, headerLinks.login].map((link) => (
                <li key={link.href}>
                  <Item to={link.href}>{link.label}</Item>
                </li>
              ))
            )}
          </NavList>
        </Nav>
      </Inner>
    </Bar>
  );
}
