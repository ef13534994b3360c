import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithUi } from '../test/render.tsx';
import { DropdownMenu } from './dropdown-menu.tsx';
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
        <DropdownMenu key="products" label="Products" items={[<Link key="books" to="/books">Books</Link>]} />,
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
    // The dropdown's list is hidden until it opens, so its entries are no list items yet (their text still counts).
    expect(items.map((item) => item.textContent)).toEqual(['Support', 'Contact Sales', 'Login', 'ProductsBooks']);
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

  it('closes the phone menu on Escape and puts focus back on its button', async () => {
    const { user } = renderWithUi(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('lets Escape close an open dropdown inside it first, then the menu', async () => {
    const { user } = renderWithUi(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const products = screen.getByRole('button', { name: 'Products' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
