import { lazy, Suspense } from 'react';
import { SectionRoutes, type SectionRoute } from '@wtm/shell-contract';
import { StatusMessage } from '@wtm/ui';
import { AccountHomePage } from './features/account-home/components/account-home-page.tsx';
import { ChangePasswordPage } from './features/change-password/components/change-password-page.tsx';
import { ForgotPasswordPage } from './features/forgot-password/components/forgot-password-page.tsx';
import { LoginPage } from './features/login/components/login-page.tsx';
import { LogoutPage } from './features/logout/components/logout-page.tsx';
import { RegisterPage } from './features/register/components/register-page.tsx';
import { ReleaseDashboardPage } from './features/release-dashboard/components/release-dashboard-page.tsx';
import { VerifyEmailPage } from './features/verify-email/components/verify-email-page.tsx';
import { confirmEmailChangeContent, undoEmailChangeContent } from './features/email-link/content/email-link-content.ts';
import { contentStudioMeta } from './features/content-studio/content/content-studio-meta.ts';
import { editorsMeta } from './features/editors/content/editors-meta.ts';
import { profileMeta } from './features/profile/content/profile-meta.ts';
import { securityMeta } from './features/security/content/security-meta.ts';

// The staff pages that change the site, and the signed-in customer's own pages, are
// chunks of their own, fetched only when opened.
const ProfilePage = lazy(() => import('./features/profile/components/profile-page.tsx'));
const SecurityPage = lazy(() => import('./features/security/components/security-page.tsx'));
const ContentStudioPage = lazy(() => import('./features/content-studio/components/content-studio-page.tsx'));
const EditorsPage = lazy(() => import('./features/editors/components/editors-page.tsx'));
const emailLinkPages = () => import('./features/email-link/components/email-link-page.tsx');
const ConfirmEmailChangePage = lazy(() => emailLinkPages().then((pages) => ({ default: pages.ConfirmEmailChangePage })));
const UndoEmailChangePage = lazy(() => emailLinkPages().then((pages) => ({ default: pages.UndoEmailChangePage })));

/** The Account remote's screens by absolute path (docs/decisions/0008-remote-routing.md). */
export const accountRoutes: SectionRoute[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/forgetPassword', element: <ForgotPasswordPage /> },
  { path: '/login/changePassword', element: <ChangePasswordPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/account/home', element: <AccountHomePage /> },
  {
    path: '/account/profile',
    element: (
      <Suspense fallback={<StatusMessage>{profileMeta.loading}</StatusMessage>}>
        <ProfilePage />
      </Suspense>
    ),
  },
  {
    path: '/account/security',
    element: (
      <Suspense fallback={<StatusMessage>{securityMeta.loading}</StatusMessage>}>
        <SecurityPage />
      </Suspense>
    ),
  },
  { path: '/account/verifyEmail', element: <VerifyEmailPage /> },
  {
    path: '/account/confirmEmailChange',
    element: (
      <Suspense fallback={<StatusMessage>{confirmEmailChangeContent.loading}</StatusMessage>}>
        <ConfirmEmailChangePage />
      </Suspense>
    ),
  },
  {
    path: '/account/undoEmailChange',
    element: (
      <Suspense fallback={<StatusMessage>{undoEmailChangeContent.loading}</StatusMessage>}>
        <UndoEmailChangePage />
      </Suspense>
    ),
  },
  { path: '/account/releases', element: <ReleaseDashboardPage /> },
  {
    path: '/account/content',
    element: (
      <Suspense fallback={<StatusMessage>{contentStudioMeta.loading}</StatusMessage>}>
        <ContentStudioPage />
      </Suspense>
    ),
  },
  {
    path: '/account/editors',
    element: (
      <Suspense fallback={<StatusMessage>{editorsMeta.loading}</StatusMessage>}>
        <EditorsPage />
      </Suspense>
    ),
  },
];

export { clientPages, publicPages } from './public-pages.ts';

/** The Account remote's one exposed surface (`account/routes`). */
export default function AccountRoutes() {
  return <SectionRoutes routes={accountRoutes} />;
}
