import { Link } from 'react-router-dom';
import { DropdownMenu } from '@wtm/ui';
import { headerLinks } from '../../content/navigation-content.ts';

/**
 * The signed-in menu: "Welcome {email}", then the email, a User ID line (spec §2: it
 * shows the same email), My Account and Logout.
 */
export function UserMenu({ email }: { email: string }) {
  return (
    <DropdownMenu
      label={`Welcome ${email}`}
      align="end"
      items={[
        <span key="email">{email}</span>,
        <span key="user-id">User ID: {email}</span>,
        <Link key="account" to={headerLinks.myAccount.href}>
          {headerLinks.myAccount.label}
        </Link>,
        <Link key="logout" to={headerLinks.logout.href}>
          {headerLinks.logout.label}
        </Link>,
      ]}
    />
  );
}
