import { ruleMessages } from '@wtm/contract/data';
import type { PageMetaProps } from '@wtm/ui';

/** Copy of the Reset / change password screen; field names as in the contract. */
export const changePasswordContent = {
  meta: {
    title: 'Change Password',
    siteName: 'WTM',
    description: 'Choose a new password for your WTM account.',
  } satisfies PageMetaProps,
  title: 'Change Password',
  intro: 'Choose a new password of at least 6 characters.',
  fields: {
    password: { label: 'New Password', placeholder: 'New Password' },
    confirmPassword: { label: 'Confirm Password', placeholder: 'Confirm Password' },
  },
  submit: 'Change Password',
  /** The page was opened without the `hash` of the mailed link. */
  missingHash: ruleMessages.resetHashRequired,
  requestNewLink: { prompt: 'Link expired or already used?', label: 'Request a new reset link', to: '/login/forgetPassword' },
  next: '/login',
  /** Shown when a successful answer carries no message of its own. */
  changed: 'Your password has been changed. Please log in with your new password.',
} as const;
