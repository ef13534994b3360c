import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render-app.tsx';
import { createStore } from '../../app/store.ts';
import { sessionChanged } from '../session/session-slice.ts';
import { SiteHeader } from './site-header.tsx';

describe('SiteHeader', () => {
  it('offers Register and Login to a visitor', () => {
    renderAt('/', <SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(nav).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'WTM home' })).toHaveAttribute('href', '/');
  });

  it('lists the products in the Products menu', async () => {
    renderAt('/', <SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('link', { name: 'Sales CRM' })).toHaveAttribute('href', '/crm');
    expect(screen.getByRole('link', { name: 'Account Books and Inventory' })).toHaveAttribute('href', '/books');
  });

  it('greets a signed-in customer and offers My Account and Logout', async () => {
    const store = createStore();
    store.dispatch(sessionChanged({ id: 'u-1', email: 'asha@example.com', name: 'Asha Rao' }));
    renderAt('/', <SiteHeader />, store);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Welcome asha@example.com' }));
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('User ID: asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account/home');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });
});
