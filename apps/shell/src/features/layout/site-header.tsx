import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DropdownMenu, NavLinkItem, SiteHeaderBar, SkipLink } from '@wtm/ui';
import type { RootState } from '../../app/store.ts';
import { headerLinks, productsMenu } from '../../content/navigation-content.ts';
import { company } from '../../content/site-content.ts';
import { LogoMark } from './logo-mark.tsx';
import { UserMenu } from './user-menu.tsx';

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  letter-spacing: 0.04em;
`;

const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
`;

/** Logo, Products menu, Support, Contact Sales and the session links. */
export function SiteHeader() {
  const user = useSelector((state: RootState) => state.session.user);
  const sessionItems = user
    ? [<UserMenu key="user" email={user.email} name={user.name} />]
    : [headerLinks.register, headerLinks.login].map((link) => (
        <NavLinkItem key={link.href} to={link.href}>
          {link.label}
        </NavLinkItem>
      ));
  return (
    <Sticky>
      <SkipLink targetId="main-content" />
      <SiteHeaderBar
        brand={
          <Logo to="/" aria-label={`${company.name} home`}>
            <LogoMark />
            {company.name}
          </Logo>
        }
        navItems={[
          <DropdownMenu
            key="products"
            label="Products"
            items={productsMenu.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          />,
          ...[headerLinks.support, headerLinks.contactSales].map((link) => (
            <NavLinkItem key={link.href} to={link.href}>
              {link.label}
            </NavLinkItem>
          )),
          ...sessionItems,
        ]}
      />
    </Sticky>
  );
}
