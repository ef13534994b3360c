import type { ClientPage, PublicPage } from '@wtm/shell-contract';
import { accountHomeContent } from './features/account-home/content/account-home-content.ts';
import { changePasswordContent } from './features/change-password/content/change-password-content.ts';
import { forgotPasswordContent } from './features/forgot-password/content/forgot-password-content.ts';
import { logoutContent } from './features/logout/content/logout-content.ts';
import { releaseDashboardContent } from './features/release-dashboard/content/release-dashboard-content.ts';
import { contentStudioMeta } from './features/content-studio/content/content-studio-meta.ts';
import { editorsMeta } from './features/editors/content/editors-meta.ts';
import { profileMeta } from './features/profile/content/profile-meta.ts';
import { securityMeta } from './features/security/content/security-meta.ts';
import { confirmEmailChangeContent, undoEmailChangeContent } from './features/email-link/content/email-link-content.ts';
import { verifyEmailContent } from './features/verify-email/content/verify-email-content.ts';
import type { PageMetaProps } from '@wtm/ui';
import { loginContent } from './features/login/content/login-content.ts';
import { registerContent } from './features/register/content/register-content.ts';
// Drawn by the build from content/preview-images.ts (packages/og-image).
import previewImage from './generated/account-preview.png';

const preview = {
  image: previewImage,
  imageAlt: 'Your WTM account: one sign-in for Account Books and Inventory, Salesgrow CRM and Service CRM',
};

/** Title and description as PageMeta sets them ("Login | WTM"). */
const head = ({ title, siteName, description }: PageMetaProps) => ({ title: siteName ? `${title} | ${siteName}` : title, description });

/**
 * The account pages anyone may open, and their head data, for the shell to prerender
 * (the `publicPages` of `./routes`, packages/shell-contract/README.md). The password
 * screens, Logout and Account Home are left out: reached from mail or after sign-in.
 */
export const publicPages: PublicPage[] = [
  { path: '/login', ...head(loginContent.meta), ...preview },
  { path: '/register', ...head(registerContent.meta), ...preview },
];

/**
 * The other account pages, rendered in the browser only (after sign-in, or reached from
 * mail), with their titles: the site serves them the shell's page carrying the title
 * (the `clientPages` of `./routes`, docs/decisions/0032).
 */
export const clientPages: ClientPage[] = [
  { path: '/login/forgetPassword', title: head(forgotPasswordContent.meta).title },
  { path: '/login/changePassword', title: head(changePasswordContent.meta).title },
  { path: '/logout', title: head(logoutContent.meta).title },
  { path: '/account/home', title: head(accountHomeContent.meta).title },
  { path: '/account/profile', title: head(profileMeta.meta).title },
  { path: '/account/security', title: head(securityMeta.meta).title },
  { path: '/account/verifyEmail', title: head(verifyEmailContent.meta).title },
  { path: '/account/confirmEmailChange', title: head(confirmEmailChangeContent.meta).title },
  { path: '/account/undoEmailChange', title: head(undoEmailChangeContent.meta).title },
  { path: '/account/releases', title: head(releaseDashboardContent.meta).title },
  { path: '/account/content', title: head(contentStudioMeta.meta).title },
  { path: '/account/editors', title: head(editorsMeta.meta).title },
];
