import type { PageMetaProps } from '@wtm/ui';

/** Copy of the Login screen. Field names and texts follow the spec word for word. */
export const loginContent = {
  meta: {
    title: 'Login',
    siteName: 'WTM',
    description: 'Sign in to your WTM account to open your accounting, inventory and CRM products.',
  } satisfies PageMetaProps,
  title: 'Login',
  intro: 'Sign in to open your products.',
  fields: {
    username: { label: 'Username', placeholder: 'Email', hint: 'The email address you registered with.' },
    password: { label: 'Password', placeholder: 'Password' },
    rememberMe: { label: 'Remember me' },
  },
  submit: 'Login',
  forgotPassword: { label: 'Forget Password?', to: '/login/forgetPassword' },
  register: { prompt: 'New customer?', label: 'Register', to: '/register' },
  /** The proof-of-work check, shown once an answer asks for it (decision 0026). */
  challenge: {
    label: 'Verification',
    hint: 'Your browser is solving a short puzzle to show that a person is signing in. It takes a moment; when it says Verified, press Login again.',
    loadFailed: 'The verification could not be loaded. Check your connection and reload the page.',
  },
  /** The second step, after a right password on an account with a second factor. */
  secondStep: {
    title: 'Two-step verification',
    intro: 'Enter the 6-digit code your authenticator app shows for WTM, or one of your recovery codes.',
    code: { label: 'Code', hint: 'A code from your authenticator app, or a recovery code such as abcde-23456.' },
    submit: 'Verify',
    usePasskey: 'Use a passkey instead',
    back: 'Back to Login',
  },
  passkey: {
    button: 'Sign in with a passkey',
    unsupported: 'This browser cannot use passkeys. Sign in with your email and password.',
    cancelled: 'The passkey sign-in was cancelled. Try again, or sign in with your email and password.',
  },
  /** Shown when a successful answer carries no message of its own. */
  signedIn: 'You are signed in.',
} as const;
