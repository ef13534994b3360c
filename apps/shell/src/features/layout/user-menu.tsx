import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DropdownMenu } from '@wtm/ui';
import { headerLinks } from '../../content/navigation-content.ts';

// A width the label cannot push past, on the phone's stacked menu as in the desktop bar:
// a long address ends in an ellipsis instead of widening the header.
const OneLine = styled.span`
  display: inline-block;
  min-width: 0;
  max-width: min(20rem, calc(100vw - 5rem));
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

/**
 * The signed-in menu: "Welcome {email}", then the customer's name (when known), the
 * email, a User ID line (it shows the same email), My Account and Logout.
 */
export function UserMenu({ email, name }: { email: string; name: string }) {
  return (
    <DropdownMenu
      // A long address ends in an ellipsis where it does not fit.
      label={<OneLine title={email}>{`Welcome ${email}`}</OneLine>}
      align="end"
      items={[
        ...(name === ''
          ? []
          : [
              <OneLine key="name" title={name}>
                {name}
              </OneLine>,
            ]),
        <OneLine key="email" title={email}>
          {email}
        </OneLine>,
        <OneLine key="user-id">{`User ID: ${email}`}</OneLine>,
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
