import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithUi } from '../test/render.tsx';
import { DropdownMenu } from './dropdown-menu.tsx';

function ProductsMenu() {
  return (
    <>
      <DropdownMenu
        label="Products"
        items={[
          <Link key="crm" to="/crm">
            Sales CRM
          </Link>,
          <Link key="books" to="/books">
            WTM Account Books
          </Link>,
        ]}
      />
      <a href="/support">Support</a>
      <p>Cloud accounting, inventory and CRM</p>
    </>
  );
}

const productsButton = () => screen.getByRole('button', { name: 'Products' });

describe('DropdownMenu', () => {
  it('starts closed and points at the list it controls', () => {
    renderWithUi(<ProductsMenu />);
    const button = productsButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sales CRM' })).not.toBeInTheDocument();
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(list).not.toBeVisible();
  });

  it('opens on click and shows its links', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    await user.click(productsButton());
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Sales CRM' })).toHaveAttribute('href', '/crm');
    expect(within(list).getByRole('link', { name: 'WTM Account Books' })).toHaveAttribute('href', '/books');
  });

  it('opens with Enter and with Space from the keyboard', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    await user.tab();
    expect(productsButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    await user.click(productsButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sales CRM' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(productsButton()).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Sales CRM' })).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    await user.click(productsButton());
    await user.click(screen.getByText('Cloud accounting, inventory and CRM'));
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves on past the last entry', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    await user.click(productsButton());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'WTM Account Books' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveFocus();
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between entries with the arrow keys, opening from the button', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    productsButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sales CRM' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'WTM Account Books' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sales CRM' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'WTM Account Books' })).toHaveFocus();
  });

  it('closes after a link is followed', async () => {
    const { user } = renderWithUi(<ProductsMenu />);
    await user.click(productsButton());
    await user.click(screen.getByRole('link', { name: 'Sales CRM' }));
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows plain text entries such as the signed-in email', async () => {
    const { user } = renderWithUi(
      <DropdownMenu
        label="Welcome asha@example.com"
        align="end"
        items={[
          <span key="email">asha@example.com</span>,
          <span key="id">User ID: asha@example.com</span>,
          <Link key="account" to="/account/home">
            My Account
          </Link>,
          <Link key="logout" to="/logout">
            Logout
          </Link>,
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Welcome asha@example.com' }));
    const list = screen.getByRole('list');
    expect(within(list).getByText('User ID: asha@example.com')).toBeVisible();
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['My Account', 'Logout']);
  });
});
