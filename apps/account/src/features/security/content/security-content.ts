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
  back: { label: 'Back to My Account', to: '/account/home' },
  loginPath: '/login',
};
