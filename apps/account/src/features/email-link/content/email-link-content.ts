import type { PageMetaProps } from '@wtm/ui';

/** Copy of a page an address change's mail opens; the title also names the page before it loads. */
export interface EmailLinkCopy {
  meta: PageMetaProps;
  title: string;
  intro: string;
  action: string;
  working: string;
  /** While the page's chunk loads. */
  loading: string;
  missingCode: string;
  /** Shown when a successful answer carries no message of its own. */
  done: string;
  /** Where to go once done. */
  next: { label: string; to: string }[];
}

const siteName = 'WTM';
const incomplete = 'This link is incomplete. Open the link from the mail again.';

export const confirmEmailChangeContent: EmailLinkCopy = {
  meta: { title: 'Confirm your new email address', siteName, description: 'Confirm the new email address of your WTM account.' },
  title: 'Confirm your new email address',
  intro: 'Press Confirm to make this the address of your WTM account. You sign in with it from then on.',
  action: 'Confirm',
  working: 'Changing your address…',
  loading: 'Loading the confirmation page…',
  missingCode: incomplete,
  done: 'Your address has been changed.',
  next: [
    { label: 'Go to My Account', to: '/account/home' },
    { label: 'Login', to: '/login?returnUrl=%2Faccount%2Fhome' },
  ],
};

export const undoEmailChangeContent: EmailLinkCopy = {
  meta: { title: 'Undo the change of your email address', siteName, description: 'Put back the email address of your WTM account and sign out every device.' },
  title: 'Undo the change of your email address',
  intro: 'If you did not change the address of your WTM account, press Undo: your previous address comes back, every device signed in to the account is signed out, and then you can set a new password.',
  action: 'Undo the change',
  working: 'Putting your address back…',
  loading: 'Loading the undo page…',
  missingCode: incomplete,
  done: 'Your previous address is back.',
  next: [
    { label: 'Set a new password', to: '/login/forgetPassword' },
    { label: 'Login', to: '/login?returnUrl=%2Faccount%2Fhome' },
  ],
};
