import { statusMessages } from '@wtm/contract/data';
import type { PageMetaProps } from '@wtm/ui';

/** Copy of the Account Home screen. */
export const accountHomeContent = {
  meta: {
    title: 'My Account',
    siteName: 'WTM',
    description: 'Open the WTM products you use, start using another product, or download the Windows desktop app.',
  } satisfies PageMetaProps,
  title: 'My Account',
  /** Shown under the title with the signed-in email. */
  welcome: (email: string) => `Signed in as ${email}.`,
  profile: { label: 'Change your name, phone or company', to: '/account/profile' },
  security: { label: 'Change your password', to: '/account/security' },
  owned: {
    heading: 'Access your products',
    hint: 'Choose a product to open it.',
    empty: 'You have not started any product yet. Choose one under “Access other products”.',
  },
  notUsed: {
    heading: 'Access other products',
    hint: 'Choose a product to start using it: we set it up for you in a moment.',
    empty: 'You already use every product we offer.',
  },
  download: {
    label: 'Download Desktop (Windows) App',
    hint: 'The accounting product also runs offline on Windows.',
  },
  loading: 'Loading your products…',
  loadFailed: 'We could not load your products.',
  retry: 'Retry',
  /** The status messages, word for word as the product specification gives them. */
  redirecting: statusMessages.redirectingToProduct,
  creating: statusMessages.creatingAccount,
  settingUp: statusMessages.settingUpProduct,
  /** The setup progress bar is fixed at 80 percent. */
  setupProgress: 80,
  /** A product call answered success true without a projectUrl (never expected). */
  noProjectUrl: 'The product did not open. Please try again.',
  unreachable: 'We could not reach the server. Check your connection and try again.',
  loginPath: '/login',
  /** The banner while the address is not confirmed. */
  verification: {
    heading: 'Please confirm your email address',
    text: (email: string) => `We sent a confirmation link to ${email}. Your products open once your address is confirmed.`,
    trial: (product: string) => `As soon as it is confirmed, we set up your free trial of ${product}.`,
    resend: 'Send a new link',
    /** Shown when a successful answer carries no message of its own. */
    sent: 'We sent you a new confirmation link.',
  },
} as const;
