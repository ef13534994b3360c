import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { NavLinkItem } from './nav-link-item.tsx';

describe('NavLinkItem', () => {
  it('marks the link of the current route as the current page', () => {
    renderWithUi(
      <nav aria-label="Main">
        <NavLinkItem to="/support">Support</NavLinkItem>
        <NavLinkItem to="/contact">Contact Sales</NavLinkItem>
      </nav>,
      { route: '/support' },
    );
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('aria-current', 'page');
    expect(getComputedStyle(support).color).toBe('rgb(11, 92, 173)');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).not.toHaveAttribute('aria-current');
  });

  it('navigates when clicked', async () => {
    const { user } = renderWithUi(
      <>
        <NavLinkItem to="/register">Register</NavLinkItem>
        <NavLinkItem to="/login">Login</NavLinkItem>
      </>,
      { route: '/register' },
    );
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Register' })).not.toHaveAttribute('aria-current');
  });
});
