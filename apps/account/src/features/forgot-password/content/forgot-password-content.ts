import type { PageMetaProps } from '@wtm/ui';

/** Copy of the Forgot password screen; field name `username` as in the contract. */
export const forgotPasswordContent = {
  meta: {
    title: 'Forgot Password',
    siteName: 'WTM',
    description: 'Forgot your WTM password? Enter your email address and we will send you a link to choose a new one.',
  } satisfies PageMetaProps,
  title: 'Forgot Password',
  intro: 'Enter the email address of your account and we will email you a link to choose a new password.',
  fields: {
    username: { label: 'Email address', placeholder: 'Email' },
  },
  submit: 'Send password reset instruction',
  backToLogin: { prompt: 'Remembered it?', label: 'Back to Login', to: '/login' },
} as const;
