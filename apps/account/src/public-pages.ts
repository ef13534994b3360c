import type { PublicPage } from '@wtm/shell-contract';
import type { PageMetaProps } from '@wtm/ui';
import { loginContent } from './features/login/content/login-content.ts';
import { registerContent } from './features/register/content/register-content.ts';
// Drawn by the build from content/preview-images.ts (tooling/og-image).
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
