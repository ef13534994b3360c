import { PageMeta, StatusMessage } from '@wtm/ui';
import { AuthPage } from '../../../components/auth-page.tsx';
import { useLogoutOnOpen } from '../api/use-logout-on-open.ts';
import { logoutContent as content } from '../content/logout-content.ts';

/** Logout: signs out on opening and goes to /login. */
export function LogoutPage() {
  useLogoutOnOpen();
  return (
    <>
      <PageMeta {...content.meta} />
      <AuthPage title={content.title}>
        <StatusMessage>{content.signingOut}</StatusMessage>
      </AuthPage>
    </>
  );
}
