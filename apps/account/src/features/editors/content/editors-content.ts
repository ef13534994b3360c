import { editorsMeta } from './editors-meta.ts';

/** Copy of the administrators' editors page (in the page's own chunk). */
export const editorsContent = {
  ...editorsMeta,
  title: 'Editors',
  intro: 'Editors change the site’s words and prices in the content studio (/account/content). The role counts from the account’s next page; the account must exist first.',
  loginPath: '/login',
  forbidden: 'This page is for administrators.',
  loadFailed: 'The editors could not be loaded.',
  retry: 'Try again',
  listLabel: 'Editors',
  none: 'No account is an editor yet.',
  since: (at: string) => `editor since ${at} (UTC)`,
  revoke: (email: string) => `Revoke ${email}`,
  revokeText: 'Revoke',
  revoked: (email: string) => `${email} is no longer an editor: the content studio is closed to them from their next page.`,
  revokeFailed: 'The role could not be revoked. Try again.',
  grantTitle: 'Grant the editor role',
  email: 'Email address of the account',
  grant: 'Grant',
  granting: 'Granting the role…',
  granted: (email: string) => `${email} is an editor now: they can open the content studio from their next page.`,
  noAccount: 'No account has this email address: they register first, then you grant the role.',
  grantFailed: 'The role could not be granted. Try again.',
};
