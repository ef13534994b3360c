import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithUi } from '../test/render.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { SiteHeaderBar } from './site-header-bar.tsx';

function Header() {
  return (
    <SiteHeaderBar
      brand={<Link to="/">WTM home</Link>}
      navItems={[
        <NavLinkItem key="support" to="/support">
          Support
        </NavLinkItem>,
        <NavLinkItem key="contact" to="/contact">
          Contact Sales
        </NavLinkItem>,
        <NavLinkItem key="login" to="/login">
          Login
        </NavLinkItem>,
      ]}
    />
  );
}

describe('SiteHeaderBar', () => {
  it('is a banner with the brand link and a named main navigation list', () => {
    renderWithUi(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'WTM home' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Support', 'Contact Sales', 'Login']);
  });

  it('toggles the phone menu and closes it when a link is followed', async () => {
    const { user } = renderWithUi(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toBe(screen.getByRole('list'));
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Contact Sales' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
