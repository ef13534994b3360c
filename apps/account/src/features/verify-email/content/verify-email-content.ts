import type { PageMetaProps } from '@wtm/ui';

/** Copy of the address confirmation page the welcome mail's link opens. */
export const verifyEmailContent = {
  meta: {
    title: 'Confirm your email address',
    siteName: 'WTM',
    description: 'Confirm the email address of your WTM account to start and open your products.',
  } satisfies PageMetaProps,
  title: 'Confirm your email address',
  intro: 'Press Confirm to confirm that this is the address of your WTM account. Your products open once it is confirmed.',
  /** In place of `intro` once confirmed, signed out. */
  confirmedIntro: 'Sign in to start and open your products.',
  confirm: 'Confirm',
  confirming: 'Confirming your email address…',
  missingCode: 'This confirmation link is incomplete. Open the link from the email again, or ask for a new one on My Account.',
  accountHome: { label: 'Go to My Account', to: '/account/home' },
  login: { label: 'Login', to: '/login?returnUrl=%2Faccount%2Fhome' },
  /** Shown when a successful answer carries no message of its own. */
  confirmed: 'Your email address is confirmed.',
} as const;
