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
      header={
        <>
          <strong>{email}</strong>
          <div>User ID: {email}</div>
        </>
      }
      items={[
        { label: headerLinks.myAccount.label, to: headerLinks.myAccount.href },
        { label: headerLinks.logout.label, to: headerLinks.logout.href },
      ]}
    />
  );
}
