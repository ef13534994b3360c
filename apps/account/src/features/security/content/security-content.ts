import type { SecurityEventKind } from '@wtm/contract';
import { securityMeta } from './security-meta.ts';

/** Copy of the Sign-in and security screen. */
export const securityContent = {
  ...securityMeta,
  title: 'Sign-in and security',
  password: {
    heading: 'Change your password',
    intro: 'Every other device signed in to your account is signed out; this one stays signed in. We send a notice to your address.',
    fields: {
      currentPassword: { label: 'Current password', placeholder: 'Current password' },
      password: { label: 'New password', placeholder: 'New password', hint: 'At least 6 characters.' },
      confirmPassword: { label: 'Confirm new password', placeholder: 'Confirm new password' },
    },
    submit: 'Change password',
    /** Shown when a successful answer carries no message of its own. */
    changed: 'Your password has been changed.',
    failed: 'Your password was not changed. Check your connection and try again.',
  },
  email: {
    heading: 'Change your email address',
    intro: (email: string) => `You sign in with ${email}. We mail a link to the new address; it becomes your address when you open the link, and your current address is told, with a way to undo it.`,
    fields: {
      email: { label: 'New email address', placeholder: 'New email address' },
      currentPassword: { label: 'Your password', placeholder: 'Your password', hint: 'The one you sign in with now.' },
    },
    submit: 'Send the confirmation link',
    /** Shown when a successful answer carries no message of its own. */
    sent: 'We sent a link to the new address.',
    failed: 'Your address was not changed. Check your connection and try again.',
  },
  sessions: {
    heading: 'Where you are signed in',
    intro: 'Each browser signed in to your account, the most recently used first. Sign out any you do not recognise, then change your password.',
    listLabel: 'Signed-in sessions',
    unknownDevice: 'Unknown browser',
    current: 'This browser',
    network: (network: string) => `from network ${network}`,
    signedIn: (at: string) => `signed in ${at}`,
    lastUsed: (at: string) => `last used ${at}`,
    signOut: 'Sign out',
    signOutLabel: (device: string, at: string) => `Sign out: ${device}, signed in ${at}`,
    signOutOthers: 'Sign out every other session',
    loading: 'Loading your sessions…',
    loadFailed: 'We could not load your sessions.',
    retry: 'Retry',
    failed: 'Nothing was signed out. Check your connection and try again.',
  },
  history: {
    heading: 'Security history',
    intro: 'Sign-ins, refused sign-ins and changes to your password, address and sessions in the last 180 days, the newest first. If you see one that was not you, change your password.',
    listLabel: 'Security history',
    unknownDevice: 'Unknown browser',
    network: (network: string) => `network ${network}`,
    empty: 'Nothing has happened yet.',
    loading: 'Loading your security history…',
    loadFailed: 'We could not load your security history.',
    retry: 'Retry',
    /** Each line's name; `detail` is the address an address change named. */
    kinds: {
      'signed-in': () => 'Signed in',
      'sign-in-refused': () => 'Sign-in refused: wrong password',
      'password-changed': () => 'Password changed on this page',
      'password-reset': () => 'Password reset from a mailed link',
      'email-change-requested': (detail: string) => `Change of address to ${detail} asked for`,
      'email-changed': (detail: string) => `Address changed to ${detail}`,
      'email-change-undone': (detail: string) => `Address change undone: back to ${detail}`,
      'session-ended': () => 'A session signed out',
      'other-sessions-ended': () => 'Every other session signed out',
      'data-exported': () => 'Your data downloaded',
      'deletion-requested': () => 'Deletion of the account asked for',
      'deletion-cancelled': () => 'Deletion cancelled by signing in',
    } satisfies Record<SecurityEventKind, (detail: string) => string>,
  },
  data: {
    heading: 'Your data',
    intro: 'Download everything we hold on you as one JSON file: your account, products, the enquiries and webinar registrations sent with your address, your sessions and browsers, this history and the mails we sent you.',
    download: 'Download my data',
    fileName: 'wtm-account-data.json',
    working: 'Preparing your data…',
    done: 'Your data has been downloaded.',
    failed: 'We could not prepare your data. Check your connection and try again.',
  },
  deletion: {
    heading: 'Delete your account',
    intro: 'Every device is signed out at once, and after 7 days we delete your account and everything we hold on you; we mail you the date. Signing in before then keeps the account. Download your data first if you want a copy.',
    fields: {
      currentPassword: { label: 'Password to confirm', placeholder: 'Your password' },
    },
    submit: 'Delete my account',
    /** Shown when a successful answer carries no message of its own. */
    scheduled: 'Your account will be deleted in 7 days. Sign in before then to keep it.',
    failed: 'Your account was not deleted. Check your connection and try again.',
  },
  back: { label: 'Back to My Account', to: '/account/home' },
  loginPath: '/login',
};
